import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

export interface PageHeaderProps {
  title: string;
  lead?: string;
  eyebrow?: string;
}

/** The h1 band opening an inner shop page (about, products…). */
export function PageHeader({ title, lead, eyebrow }: PageHeaderProps) {
  return (
    <Box as="header" bg="brand.subtle" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <Stack gap="3" maxW="3xl" mx="auto" textAlign="center" align="center">
          {eyebrow && (
            <Text fontSize="sm" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase" color="brand.fg">
              {eyebrow}
            </Text>
          )}
          <Heading
            as="h1"
            fontSize={{ base: '4xl', md: '5xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
            fontWeight="semibold"
            textWrap="balance"
          >
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" textWrap="pretty">
              {lead}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
