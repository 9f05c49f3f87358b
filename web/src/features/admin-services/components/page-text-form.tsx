import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  SERVICES_PAGE_DEFAULTS,
  servicesPageFormSchema,
  type ServicesPageFormInput,
  type ServicesPageFormValues,
} from '@comptoir/core';
import { Save } from 'lucide-react';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { FormInput } from '@/components/admin/forms/form-input';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useSaveServicesPage } from '../api/save-services-page';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';

export interface PageTextFormProps {
  siteId: string;
  initial: ServicesPageFormInput;
}

/** The services page's title and description; a failed save keeps what was typed. */
export function PageTextForm({ siteId, initial }: PageTextFormProps) {
  const form = useZodForm(servicesPageFormSchema, initial);
  useUnsavedGuard(form.formState.isDirty);
  const saving = useSaveServicesPage(siteId, {
    success: 'Contenu sauvegardé avec succès',
    failure: 'Une erreur est survenue lors de la sauvegarde',
  });
  const save = async (values: ServicesPageFormValues) => {
    if ((await saving.run(values)).ok) form.reset(values);
  };
  return (
    <AdminSection title="En-tête de la page" description="Le titre et le texte d’introduction de la page.">
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label="En-tête de la page">
        <Stack gap="4">
          <FormInput form={form} name="title" label="Titre de la page" placeholder={SERVICES_PAGE_DEFAULTS.title} />
          <FormInput
            form={form}
            name="description"
            label="Description"
            rows={3}
            helper={`Laissée vide, la page affiche\u00a0: «\u00a0${SERVICES_PAGE_DEFAULTS.description}\u00a0»`}
          />
          <HStack justify="flex-end">
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.formState.isSubmitting}
              w={{ base: 'full', sm: 'auto' }}
            >
              <Save aria-hidden="true" />
              Enregistrer
            </Button>
          </HStack>
        </Stack>
      </form>
    </AdminSection>
  );
}
