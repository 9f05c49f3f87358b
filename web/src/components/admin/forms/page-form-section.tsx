import { Button, Flex, HStack, Spinner, Stack } from '@chakra-ui/react';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { LoadError } from '@/components/site/load-error';
import { AdminSection } from '../ui/admin-section';
import type { PageForm } from './use-page-form';

export interface PageFormSectionProps<In extends FieldValues, Out> {
  /** The section's h2, also the form's accessible name. */
  title: string;
  description?: string;
  page: PageForm<In, Out>;
  /** Shown in place of the form when the page document cannot be read. */
  loadError: string;
  submitLabel?: string;
  children: ReactNode;
}

/** A usePageForm form in its card: spinner while loading, the error, else the fields and Enregistrer. */
export function PageFormSection<In extends FieldValues, Out>({
  title,
  description,
  page,
  loadError,
  submitLabel = 'Enregistrer',
  children,
}: PageFormSectionProps<In, Out>) {
  return (
    <AdminSection title={title} description={description}>
      {page.status === 'loading' && (
        <Flex justify="center" py="8">
          <Spinner color="brand.solid" aria-label="Chargement…" />
        </Flex>
      )}
      {page.status === 'error' && <LoadError title={loadError} />}
      {page.status === 'ready' && (
        <form onSubmit={(event) => void page.onSubmit(event)} noValidate aria-label={title}>
          <Stack gap="5">
            {children}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={page.saving} w={{ base: 'full', sm: 'auto' }}>
                <Save aria-hidden="true" />
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </AdminSection>
  );
}
