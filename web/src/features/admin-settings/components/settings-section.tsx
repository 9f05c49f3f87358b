import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminSection } from '@/components/admin/admin-section';

export interface SettingsSectionProps {
  title: string;
  description?: string;
  id?: string;
  children: ReactNode;
}

/** A settings card: its fields two by two from tablets up. */
export function SettingsSection({ title, description, id, children }: SettingsSectionProps) {
  return (
    <AdminSection title={title} description={description} id={id}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </AdminSection>
  );
}
