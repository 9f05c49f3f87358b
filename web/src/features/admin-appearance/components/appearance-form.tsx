import { Box, Button, Grid, Heading, Stack } from '@chakra-ui/react';
import { appearanceSchema, type Appearance } from '@comptoir/core';
import { Save } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { useSession } from '@/components/admin/session/use-session';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useSaveAppearance } from '../api/save-appearance';
import { AppearancePreview } from './appearance-preview';
import { ColourFields } from './colour-fields';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';

export interface AppearanceFormProps {
  siteId: string | null;
  siteName: string;
  initial: Appearance;
}

/** Logo and four colours with a live preview; saved into the site document. */
export function AppearanceForm({ siteId, siteName, initial }: AppearanceFormProps) {
  const session = useSession();
  const form = useZodForm(appearanceSchema, initial);
  const values = useWatch({ control: form.control }) as Appearance;
  useUnsavedGuard(form.formState.isDirty);
  const saving = useSaveAppearance({
    success: 'Apparence sauvegardée.',
    failure: (error) =>
      `Erreur lors de la sauvegarde de l’apparence\u00a0: ${error instanceof Error ? error.message : String(error)}`,
  });

  const onSubmit = form.handleSubmit(async (appearance) => {
    if (!siteId) return notify.error('Aucun site sélectionné.');
    if (!session.user) return notify.error('Vous devez être connecté pour modifier l’apparence.');
    if ((await saving.run(siteId, appearance)).ok) form.reset(appearance);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Apparence du site">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Stack gap="5">
          <AdminSection title="Logo">
            <ImageUploadField
              form={form}
              name="logoUrl"
              label="Logo du site"
              helper={'Taille recommandée\u00a0: 40x40 px. L’image est convertie automatiquement en WebP.'}
              siteId={siteId ?? undefined}
              folder="logo"
              previewWidth={160}
              previewHeight={160}
            />
          </AdminSection>
          <AdminSection title="Couleurs">
            <ColourFields control={form.control} initial={initial} />
          </AdminSection>
        </Stack>
        <Stack gap="3" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <Heading as="h2" size="md">
            Aperçu
          </Heading>
          <AppearancePreview appearance={{ ...initial, ...values }} siteName={siteName} />
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.formState.isSubmitting}
              w={{ base: 'full', sm: 'auto' }}
            >
              <Save aria-hidden="true" />
              Enregistrer l’apparence
            </Button>
          </Box>
        </Stack>
      </Grid>
    </form>
  );
}
