import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  ardoiseFormDefaults,
  ardoiseFormSchema,
  ardoiseCurrent,
  ardoiseShown,
  ardoiseUntilText,
  closingTime,
  congesReturnText,
  getDoc,
  refs,
  runningConges,
  updateDoc,
  type ArdoisePage,
  type Site,
  type SpecialPeriod,
} from '@comptoir/core';
import { FormInput } from '@/components/admin/forms/form-input';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { useImageUpload } from '@/components/admin/images/use-image-upload';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { PageLoader } from '@/components/layout/page-loader';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useNow } from '@/hooks/use-now';
import { useAdminSiteHours } from '@/components/admin/special-periods/use-special-periods';
import { useServices } from '@/lib/services-context';
import { useSaveArdoise } from '../api/save-ardoise';
import { drawArdoiseCard } from '../lib/ardoise-card-image';

const TITLE = 'L’ardoise du jour';

interface ArdoiseFormProps {
  siteId: string;
  site: Pick<Site, 'name' | 'appearance'>;
  stored: ArdoisePage | null;
  closing: string;
  periods: readonly SpecialPeriod[];
}

/**
 * Once an ardoise without a photo is up, its square preview picture (drawn in the browser, stored
 * like a photo) joins it; a failure leaves the shop's logo as the preview, and the ardoise up.
 */
function useArdoisePreview(siteId: string, site: ArdoiseFormProps['site']) {
  const { db } = useServices();
  const { upload } = useImageUpload(siteId, 'ardoise', { quiet: true });
  return async (ardoise: ArdoisePage) => {
    if (ardoise.imageUrl) return;
    const card = await drawArdoiseCard({ ardoise, shopName: site.name, colour: site.appearance.primaryColor });
    const cardUrl = card && (await upload(card));
    if (!cardUrl) return;
    // Only onto the same ardoise: not one taken down or replaced while the picture was made.
    const ref = refs.page(siteId, 'ardoise');
    const current = await getDoc(db, ref);
    if (current?.title === ardoise.title && current.date === ardoise.date) await updateDoc(db, ref, { cardUrl });
  };
}

/** Title, price, until when, photo: written from a phone in a few seconds, replaced each day. */
function ArdoiseForm({ siteId, site, stored, closing, periods }: ArdoiseFormProps) {
  const now = useNow();
  const form = useZodForm(ardoiseFormSchema(now), ardoiseFormDefaults(stored, now, closing));
  const shown = ardoiseShown(stored, now, periods);
  const away = runningConges(periods, now.date);
  const saving = useSaveArdoise(siteId, {
    success: { title: 'Succès', description: 'Ardoise publiée' },
    failure: 'Impossible de publier l’ardoise',
  });
  const removing = useSaveArdoise(siteId, {
    success: { title: 'Succès', description: 'Ardoise retirée' },
    failure: 'Impossible de retirer l’ardoise',
  });
  const preview = useArdoisePreview(siteId, site);
  // A saved ardoise comes back as the stored one: the card starts its form again from it.
  const publish = form.handleSubmit(async (values) => {
    if ((await saving.run(values)).ok) await preview(values).catch((error: unknown) => console.error(error));
  });
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
            {away
              ? `Vous êtes en congés\u00a0: votre site ne montre aucune ardoise avant votre retour, le ${congesReturnText(away)}.`
              : 'Rien sur l’ardoise en ce moment.'}
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
          removeLabel="Retirer la photo"
        />
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            Publier l’ardoise
          </Button>
          {ardoiseCurrent(stored, now) && (
            <Button type="button" variant="outline" onClick={() => void removing.run(null)}>
              Retirer l’ardoise
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

/** « L’ardoise du jour » on the dashboard: what is on it, and a form to write today's. */
export function ArdoiseCard({ siteId, site }: { siteId: string; site: ArdoiseFormProps['site'] }) {
  const now = useNow();
  const date = now.date;
  const page = useAdminDoc(refs.page(siteId, 'ardoise'));
  // Once it has expired (its time passed, or another day), the form starts afresh.
  const current = ardoiseCurrent(page.data ?? null, now);
  const hours = useAdminSiteHours(siteId);
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
          key={current ? `${page.data?.date ?? ''}-${page.data?.title ?? ''}` : 'expired'}
          siteId={siteId}
          site={site}
          stored={page.data ?? null}
          closing={closingTime(date, hours.week, hours.periods)}
          periods={hours.periods}
        />
      ) : (
        <PageLoader text="Chargement de l’ardoise…" fullScreen={false} />
      )}
    </AdminSection>
  );
}
