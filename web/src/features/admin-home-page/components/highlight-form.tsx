import { SimpleGrid } from '@chakra-ui/react';
import { highlightFormSchema, type HighlightFormValues } from '@comptoir/core';
import { FormInput } from '@/components/admin/forms/form-input';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { PageFormSection } from '@/components/admin/forms/page-form-section';
import { usePageForm, type PageDoc } from '@/components/admin/forms/use-page-form';
import { HOME_TEXTS } from './home-texts';

const IMAGES = [
  { name: 'highlightImageUrl', label: 'Première image' },
  { name: 'highlightSecondImageUrl', label: 'Seconde image' },
] as const;

const toForm = (page: PageDoc<'home'> | null) => ({
  highlightTitle: page?.highlightTitle ?? '',
  highlightDescription: page?.highlightDescription ?? '',
  highlightImageUrl: page?.highlightImageUrl ?? '',
  highlightSecondImageUrl: page?.highlightSecondImageUrl ?? '',
});

const toDoc = (values: HighlightFormValues) => ({
  highlightTitle: values.highlightTitle,
  highlightDescription: values.highlightDescription,
  highlightImageUrl: values.highlightImageUrl,
  highlightSecondImageUrl: values.highlightSecondImageUrl,
});

/** 'En ce moment': the news of the moment with up to two portrait images (its fields only). */
export function HighlightForm({ siteId }: { siteId: string }) {
  const page = usePageForm({
    siteId,
    page: 'home',
    schema: highlightFormSchema,
    toForm,
    toDoc,
    texts: { ...HOME_TEXTS, saved: 'Section «\u00a0En ce moment\u00a0» sauvegardée avec succès' },
  });
  const { form } = page;
  return (
    <PageFormSection
      title="En ce moment"
      description="Une actualité mise en avant sous le bandeau. Laissée entièrement vide, la section n’apparaît pas."
      page={page}
      loadError={HOME_TEXTS.loadFailed}
    >
      <FormInput form={form} name="highlightTitle" label="Titre" />
      <FormInput form={form} name="highlightDescription" label="Description" rows={5} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" maxW="lg">
        {IMAGES.map(({ name, label }) => (
          <ImageUploadField
            key={name}
            form={form}
            name={name}
            label={label}
            helper="Format portrait (9:16) conseillé."
            folder="highlight"
            previewWidth={144}
            previewHeight={256}
          />
        ))}
      </SimpleGrid>
    </PageFormSection>
  );
}
