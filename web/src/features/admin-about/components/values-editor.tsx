import { VALUE_ICONS, valueFormSchema, type ValueFormValues } from '@comptoir/core';
import { Sparkles } from 'lucide-react';
import { CollectionEditor, type CollectionItem } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { IconChoiceField } from '@/components/admin/forms/icon-choice-field';
import { ItemSummary } from '@/components/admin/ui/item-summary';
import { CONTENT_ICONS } from '@/components/site/content-icons';
import { IconTile } from '@/components/site/icon-tile';
import { aboutTexts } from './about-texts';

const TEXTS = aboutTexts(
  { saved: 'Valeur sauvegardée', deleted: 'Valeur supprimée', the: 'la valeur', this: 'cette valeur' },
  {
    title: 'Nos valeurs',
    description: 'Ce qui vous guide, chaque valeur avec son icône.',
    addLabel: 'Ajouter une valeur',
    createTitle: 'Nouvelle valeur',
    editTitle: 'Modifier la valeur',
    empty: 'Aucune valeur configurée',
  },
);

type Value = CollectionItem<'values'>;

const toForm = (value?: Value) => ({
  title: value?.title ?? '',
  description: value?.description ?? '',
  iconName: value?.iconName ?? 'award',
});
const toDoc = ({ title, description, iconName }: ValueFormValues) => ({ title, description, iconName });

/** The values (an icon each; title and description required). */
export function ValuesEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="values"
      texts={TEXTS}
      schema={valueFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(value) => value.title}
      renderFields={(form) => (
        <>
          <FormInput form={form} name="title" label="Titre" required />
          <FormInput form={form} name="description" label="Description" required rows={3} />
          <IconChoiceField form={form} name="iconName" options={VALUE_ICONS} />
        </>
      )}
      renderItem={(value) => (
        <ItemSummary
          title={value.title}
          text={value.description}
          media={<IconTile icon={CONTENT_ICONS[value.iconName]} />}
        />
      )}
      columns={{ md: 2 }}
      emptyIcon={Sparkles}
      dialogSize="lg"
    />
  );
}
