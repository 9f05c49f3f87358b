import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One block of « Statistiques »: a card under its h2. */
export function StatsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
