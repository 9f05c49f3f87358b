import { Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Marks a registered route whose screen is still being built (named by its issue). */
export function PlaceholderPage({ title, issue }: { title: string; issue: number }) {
  return (
    <Center minH="50vh" px="6">
      <Stack align="center" textAlign="center" gap="2" borderWidth="2px" borderStyle="dashed" borderRadius="xl" p="8">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">Écran en cours de construction (ticket #{issue}).</Text>
      </Stack>
    </Center>
  );
}
