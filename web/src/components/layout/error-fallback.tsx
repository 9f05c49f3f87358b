import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useResponseStatus } from '@/lib/render-context';

/** 'Une erreur s'est produite' with the technical details and 'Rafraîchir la page'. */
export function ErrorFallback({ error }: { error: unknown }) {
  useResponseStatus(500);
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <Center minH="100dvh" px="6">
      <Stack maxW="xl" gap="5" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          Une erreur s’est produite
        </Heading>
        <Text color="fg.muted">
          La page n’a pas pu s’afficher. Vous pouvez la recharger&nbsp;; si l’erreur persiste, contactez-nous.
        </Text>
        <Box as="details" textAlign="start" bg="bg.muted" borderRadius="md" p="3" fontSize="sm">
          <Box as="summary" cursor="pointer">
            Détails techniques
          </Box>
          <Box as="pre" mt="2" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono">
            {details}
            {stack ? `\n\n${stack}` : ''}
          </Box>
        </Box>
        <Button alignSelf="center" colorPalette="brand" onClick={() => window.location.reload()}>
          Rafraîchir la page
        </Button>
      </Stack>
    </Center>
  );
}
