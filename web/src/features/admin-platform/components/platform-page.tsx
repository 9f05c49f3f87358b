import { Stack } from '@chakra-ui/react';
import {
  platformDetailsRef,
  platformDetailsSchema,
  type PlatformDetails,
  type PlatformDetailsInput,
} from '@comptoir/core';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { FieldsSection } from '@/components/admin/forms/fields-section';
import { LegalDetailsFields } from '@/components/admin/forms/legal-details-fields';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { StickySaveBar } from '@/components/admin/forms/sticky-save-bar';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useSavePlatformDetails } from '../api/save-platform-details';
import { PlatformFeeForm } from './platform-fee-form';
import { ProviderFields } from './provider-fields';

const LOAD_ERROR = 'Impossible de charger les informations de la plateforme.';

function PlatformForm({ initial }: { initial: PlatformDetailsInput }) {
  const form = useZodForm(platformDetailsSchema, initial);
  const saving = useSavePlatformDetails({
    success: 'Informations de la plateforme sauvegardées',
    failure: 'Erreur lors de la sauvegarde des informations de la plateforme.',
  });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty);

  const persist = async (values: PlatformDetails) => {
    if ((await saving.run(values)).ok) form.reset(values);
  };

  return (
    <form onSubmit={form.handleSubmit(persist)} noValidate aria-label="Informations de la plateforme">
      <Stack gap="5">
        <FieldsSection
          title="Éditeur de Comptoir"
          description={
            'L’entreprise qui exploite la plateforme\u00a0: éditeur du site d’accueil, prestataire de chaque commerce.'
          }
        >
          <LegalDetailsFields form={form} name={(field) => `operator.${field}` as const} />
        </FieldsSection>
        <ProviderFields
          form={form}
          provider="host"
          title="Hébergeur"
          description="Qui héberge les sites et leurs données (Firebase Hosting et Firestore, exploités par Google)."
        />
        <ProviderFields
          form={form}
          provider="emailProvider"
          title="Prestataire d’emails"
          description="Qui achemine les emails de notification envoyés aux commerçants."
        />
        <StickySaveBar saving={isSubmitting} label="Enregistrer" />
      </Stack>
    </form>
  );
}

/** /admin/platform: who runs Comptoir and whom it relies on, named by every shop's legal pages. */
export function PlatformPage() {
  const details = useAdminDoc(platformDetailsRef());
  useErrorToast(details.error, LOAD_ERROR);
  return (
    <AdminPage
      title="Plateforme"
      description="La commission de Comptoir sur les paiements en ligne, et qui exploite la plateforme (repris par les mentions légales et la politique de confidentialité de chaque site, et par celles de la page d’accueil)."
    >
      <Stack gap="6">
        <PlatformFeeForm />
        {details.status === 'loading' ? (
          <PageLoader text="Chargement…" fullScreen={false} />
        ) : details.status === 'error' ? (
          <LoadError title={LOAD_ERROR} />
        ) : (
          // Parsed again: the stored entity carries its id, which the form has no field for.
          <PlatformForm initial={platformDetailsSchema.parse(details.data ?? {})} />
        )}
      </Stack>
    </AdminPage>
  );
}
