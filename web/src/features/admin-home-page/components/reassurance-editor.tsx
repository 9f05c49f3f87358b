import {
  DEFAULT_REASSURANCE_ICON,
  REASSURANCE_ICONS,
  reassuranceFormSchema,
  type ReassuranceFormInput,
  type ReassuranceFormValues,
} from '@comptoir/core';
import { ShieldCheck } from 'lucide-react';
import {
  CollectionEditor,
  type CollectionEditorTexts,
  type CollectionItem,
  type ItemForm,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { IconChoiceField } from '@/components/admin/forms/icon-choice-field';
import { ItemSummary } from '@/components/admin/ui/item-summary';
import { CONTENT_ICONS } from '@/components/site/content-icons';
import { IconTile } from '@/components/site/icon-tile';

const TEXTS: CollectionEditorTexts = {
  title: 'Éléments de réassurance',
  description:
    'Vos engagements, en bandeau sous «\u00a0En ce moment\u00a0». Sans élément, le site affiche quatre engagements par défaut (produits locaux, sélection artisanale…).',
  addLabel: 'Ajouter un élément',
  createTitle: 'Nouvel élément de réassurance',
  editTitle: 'Modifier l’élément de réassurance',
  empty: 'Aucun élément de réassurance configuré',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cet élément de réassurance\u00a0?',
  created: 'Élément de réassurance créé avec succès',
  updated: 'Élément de réassurance modifié avec succès',
  deleted: 'Élément de réassurance supprimé avec succès',
  saveFailed: 'Une erreur est survenue lors de la sauvegarde',
  deleteFailed: 'Une erreur est survenue lors de la suppression',
  loadFailed: 'Impossible de charger les éléments de réassurance',
};

type Item = CollectionItem<'reassuranceItems'>;

const toForm = (item?: Item) => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  iconName: item?.iconName ?? DEFAULT_REASSURANCE_ICON,
});

const toDoc = ({ title, description, iconName }: ReassuranceFormValues) => ({ title, description, iconName });

function ReassuranceFields({ form }: { form: ItemForm<ReassuranceFormInput, ReassuranceFormValues> }) {
  return (
    <>
      <FormInput form={form} name="title" label="Titre" required />
      <FormInput form={form} name="description" label="Description" required rows={3} />
      <IconChoiceField form={form} name="iconName" options={REASSURANCE_ICONS} />
    </>
  );
}

function ReassuranceSummary({ item }: { item: Item }) {
  return (
    <ItemSummary title={item.title} text={item.description} media={<IconTile icon={CONTENT_ICONS[item.iconName]} />} />
  );
}

/** The reassurance items: title, description and icon; a new one gets the award icon. */
export function ReassuranceEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="reassuranceItems"
      texts={TEXTS}
      schema={reassuranceFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(item) => item.title}
      renderFields={(form) => <ReassuranceFields form={form} />}
      renderItem={(item) => <ReassuranceSummary item={item} />}
      columns={{ md: 2 }}
      emptyIcon={ShieldCheck}
      dialogSize="lg"
    />
  );
}
