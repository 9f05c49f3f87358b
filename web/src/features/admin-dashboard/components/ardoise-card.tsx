import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ardoiseFormDefaults,
  ardoiseFormSchema,
  ardoiseShown,
  ardoiseUntilText,
  closingTime,
  refs,
  type ArdoisePage,
} from '@comptoir/core';
import { FormInput } from '@/components/admin/forms/form-input';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { PageLoader } from '@/components/layout/page-loader';
import { useDoc } from '@/hooks/use-live';
import { useNow } from '@/hooks/use-now';
import { useSiteHours } from '@/hooks/use-site-hours';
import { useSaveArdoise } from '../api/save-ardoise';

const TITLE = 'L’ardoise du jour';

interface ArdoiseFormProps {
  siteId: string;
  stored: ArdoisePage | null;
  closing: string;
}

/** Title, price, until when, photo: written from a phone in a few seconds, replaced each day. */
function ArdoiseForm({ siteId, stored, closing }: ArdoiseFormProps) {
  const now = useNow();
  const form = useZodForm(ardoiseFormSchema(now.date), ardoiseFormDefaults(stored, now.date, closing));
  const shown = ardoiseShown(stored, now);
  const saving = useSaveArdoise(siteId, {
    success: { title: 'Succès', description: 'Ardoise publiée' },
    failure: 'Impossible de publier l’ardoise',
  });
  const removing = useSaveArdoise(siteId, {
    success: { title: 'Succès', description: 'Ardoise retirée' },
    failure: 'Impossible de retirer l’ardoise',
  });
  // A saved ardoise comes back as the stored one: the card starts its form again from it.
  const publish = form.handleSubmit((values) => saving.run(values));
  return (
    <form onSubmit={(event) => void publish(event)} noValidate aria-label={TITLE}>
      <Stack gap="4">
        {shown && stored ? (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="green">En ligne</Badge>
            <Text
              fontSize="sm"
              color="fg.muted"
            >{`En haut de votre accueil et de vos produits ${ardoiseUntilText(stored.until)}.`}</Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Rien sur l’ardoise en ce moment.
          </Text>
        )}
        <FormInput
          form={form}
          name="title"
          label="Sur l’ardoise"
          required
          placeholder="Blanquette de veau, riz pilaf"
        />
        <SimpleGrid columns={2} gap="4" alignItems="start">
          <FormInput
            form={form}
            name="price"
            label="Prix (€)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="12,50"
          />
          <FormInput form={form} name="until" label="Jusqu’à" type="time" required />
        </SimpleGrid>
        <ImageUploadField
          form={form}
          name="imageUrl"
          label="Photo (facultative)"
          folder="ardoise"
          previewWidth={200}
          previewHeight={150}
        />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            Publier l’ardoise
          </Button>
          {shown && (
            <Button type="button" variant="outline" onClick={() => void removing.run(null)}>
              Retirer
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

/** « L’ardoise du jour » on the dashboard: what is on it, and a form to write today's. */
export function ArdoiseCard({ siteId }: { siteId: string }) {
  const { date } = useNow();
  const page = useDoc(refs.page(siteId, 'ardoise'));
  const hours = useSiteHours(siteId);
  const ready = page.status !== 'loading' && hours.status === 'ready';
  return (
    <AdminSection
      title={TITLE}
      description={
        'Plat du jour, arrivage, offre flash\u00a0: en haut de votre accueil et de vos produits jusqu’à l’heure choisie, puis retirée toute seule.'
      }
    >
      {ready ? (
        <ArdoiseForm
          key={`${page.data?.date ?? ''}-${page.data?.title ?? ''}`}
          siteId={siteId}
          stored={page.data ?? null}
          closing={closingTime(date, hours.week, hours.periods)}
        />
      ) : (
        <PageLoader text="Chargement de l’ardoise..." fullScreen={false} />
      )}
    </AdminSection>
  );
}
