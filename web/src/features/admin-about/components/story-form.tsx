import { storyFormSchema, type StoryFormValues } from '@comptoir/core';
import { FormInput } from '@/components/admin/forms/form-input';
import { PageFormSection } from '@/components/admin/forms/page-form-section';
import { usePageForm, type PageDoc } from '@/components/admin/forms/use-page-form';
import { ABOUT_LOAD_FAILED } from './about-texts';

const toForm = (page: PageDoc<'about'> | null) => ({ storyDescription: page?.storyDescription ?? '' });
const toDoc = ({ storyDescription }: StoryFormValues) => ({ storyDescription });

/** 'Notre histoire': the about page's story text. */
export function StoryForm({ siteId }: { siteId: string }) {
  const page = usePageForm({
    siteId,
    page: 'about',
    schema: storyFormSchema,
    toForm,
    toDoc,
    texts: {
      saved: 'Contenu sauvegardé avec succès',
      savedTitle: 'Succès',
      saveFailed: 'Impossible de sauvegarder le contenu',
      loadFailed: ABOUT_LOAD_FAILED,
    },
  });
  return (
    <PageFormSection
      title="Notre histoire"
      description="Le texte d’ouverture de la page Qui sommes-nous. Laissé vide, la page l’indique simplement."
      page={page}
      loadError={ABOUT_LOAD_FAILED}
    >
      <FormInput
        form={page.form}
        name="storyDescription"
        label="Votre histoire"
        rows={8}
        helper="Les retours à la ligne sont conservés."
      />
    </PageFormSection>
  );
}
