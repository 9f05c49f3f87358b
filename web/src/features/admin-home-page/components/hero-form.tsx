import { heroFormSchema, type HeroFormValues } from '@comptoir/core';
import { FormInput } from '@/components/admin/forms/form-input';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { PageFormSection } from '@/components/admin/forms/page-form-section';
import { usePageForm, type PageDoc } from '@/components/admin/forms/use-page-form';
import { HOME_TEXTS } from './home-texts';

const toForm = (page: PageDoc<'home'> | null) => ({
  heroTitle: page?.heroTitle ?? '',
  heroSubtitle: page?.heroSubtitle ?? '',
  heroImageUrl: page?.heroImageUrl ?? '',
});

const toDoc = ({ heroTitle, heroSubtitle, heroImageUrl }: HeroFormValues) => ({
  heroTitle,
  heroSubtitle,
  heroImageUrl,
});

/** 'Section héro': the top of the home page (its three fields only, merged into the page). */
export function HeroForm({ siteId }: { siteId: string }) {
  const page = usePageForm({
    siteId,
    page: 'home',
    schema: heroFormSchema,
    toForm,
    toDoc,
    texts: { ...HOME_TEXTS, saved: 'Section héro sauvegardée avec succès' },
  });
  const { form } = page;
  return (
    <PageFormSection
      title="Section héro"
      description="Le grand bandeau en haut de la page d’accueil."
      page={page}
      loadError={HOME_TEXTS.loadFailed}
    >
      <FormInput
        form={form}
        name="heroTitle"
        label="Titre"
        helper="Laissé vide, le site affiche le nom de votre boutique."
      />
      <FormInput form={form} name="heroSubtitle" label="Sous-titre" rows={3} />
      <ImageUploadField
        form={form}
        name="heroImageUrl"
        label="Image de fond"
        helper="Format paysage conseillé. Le texte s’affiche par-dessus, sur un voile sombre."
        folder="hero"
        previewWidth={320}
        previewHeight={180}
      />
    </PageFormSection>
  );
}
