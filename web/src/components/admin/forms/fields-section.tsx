import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminSection } from '../ui/admin-section';

export interface FieldsSectionProps {
  title: string;
  description?: string;
  id?: string;
  children: ReactNode;
}

/** A form card (settings, platform details): its fields two by two from tablets up. */
export function FieldsSection({ title, description, id, children }: FieldsSectionProps) {
  return (
    <AdminSection title={title} description={description} id={id}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </AdminSection>
  );
}
