import { PARTNER_MAX_IMAGES, partnerFormSchema, type PartnerFormInput, type PartnerFormValues } from '@comptoir/core';
import { Handshake } from 'lucide-react';
import { useController } from 'react-hook-form';
import {
  CollectionEditor,
  type CollectionItem,
  type ItemForm,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { ImageListField } from '@/components/admin/images/image-list-field';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { ItemSummary } from '@/components/admin/ui/item-summary';
import { aboutTexts } from './about-texts';
import { ItemThumbnail } from './item-thumbnail';

const TEXTS = aboutTexts(
  { saved: 'Partenaire sauvegardé', deleted: 'Partenaire supprimé', the: 'le partenaire', this: 'ce partenaire' },
  {
    title: 'Nos partenaires',
    description: 'Producteurs et artisans avec qui vous travaillez. Un clic sur un partenaire ouvre sa fiche.',
    addLabel: 'Ajouter un partenaire',
    createTitle: 'Nouveau partenaire',
    editTitle: 'Modifier le partenaire',
    empty: 'Aucun partenaire configuré',
  },
);

type Partner = CollectionItem<'partners'>;
type PartnerForm = ItemForm<PartnerFormInput, PartnerFormValues>;

const toForm = (partner?: Partner) => ({
  name: partner?.name ?? '',
  description: partner?.description ?? '',
  longDescription: partner?.longDescription ?? '',
  logoUrl: partner?.logoUrl ?? '',
  imageUrl: partner?.imageUrl ?? '',
  images: partner?.images ?? [],
});
const toDoc = (values: PartnerFormValues) => values;

function ExtraImagesField({ form }: { form: PartnerForm }) {
  const { field, fieldState } = useController({ control: form.control, name: 'images' });
  return (
    <ImageListField
      value={(field.value ?? []).map((url) => url ?? '')}
      onChange={field.onChange}
      label="Photos supplémentaires"
      helper="Montrées dans la fiche du partenaire, dans cet ordre."
      max={PARTNER_MAX_IMAGES}
      folder="partners"
      error={fieldState.error?.message}
    />
  );
}

function PartnerFields({ form }: { form: PartnerForm }) {
  return (
    <>
      <FormInput form={form} name="name" label="Nom" required autoComplete="off" />
      <FormInput form={form} name="description" label="Description courte" required rows={2} />
      <FormInput
        form={form}
        name="longDescription"
        label="Description détaillée"
        rows={5}
        helper="Affichée dans la fiche du partenaire."
      />
      <ImageUploadField
        form={form}
        name="logoUrl"
        label="Logo"
        folder="partners"
        previewWidth={160}
        previewHeight={160}
      />
      <ImageUploadField form={form} name="imageUrl" label="Image principale" folder="partners" />
      <ExtraImagesField form={form} />
    </>
  );
}

/** The partners (name and description required; logo, image, extra images, long text). */
export function PartnersEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="partners"
      texts={TEXTS}
      schema={partnerFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(partner) => partner.name}
      renderFields={(form) => <PartnerFields form={form} />}
      renderItem={(partner) => (
        <ItemSummary
          title={partner.name}
          text={partner.description}
          media={<ItemThumbnail src={partner.logoUrl || partner.imageUrl} fallback={Handshake} />}
        />
      )}
      columns={{ md: 2 }}
      emptyIcon={Handshake}
      dialogSize="xl"
    />
  );
}
