import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MAIN_ID } from './skip-link';

export interface CenteredCardProps {
  /** A lucide icon, shown in a round badge above the title. */
  icon: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** A page made of one card in the middle of the screen (sign-in, email confirmation): its h1 and its main. */
export function CenteredCard({ icon, title, subtitle, children }: CenteredCardProps) {
  return (
    <Center as="main" id={MAIN_ID} minH="100dvh" bg="bg.subtle" px="4" py="10">
      <Card.Root w="full" maxW="md" size={{ base: 'md', md: 'lg' }}>
        <Card.Header>
          <Stack gap="3" align="center" textAlign="center">
            <Center boxSize="12" borderRadius="full" bg="brand.solid" color="brand.contrast" aria-hidden="true">
              {icon}
            </Center>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
