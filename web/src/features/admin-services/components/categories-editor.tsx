import { serviceCategoryFormSchema, type ServiceCategoryFormValues } from '@comptoir/core';
import { LayoutGrid } from 'lucide-react';
import {
  CollectionEditor,
  type CollectionEditorTexts,
  type CollectionItem,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { CategoryImagesField } from './category-images-field';
import { CategorySummary } from './category-summary';

const TEXTS: CollectionEditorTexts = {
  title: 'Catégories de prestations',
  description: 'Chaque catégorie est un onglet de la page Nos prestations, dans cet ordre.',
  addLabel: 'Ajouter une catégorie',
  createTitle: 'Nouvelle catégorie de prestation',
  editTitle: 'Modifier la catégorie de prestation',
  empty: 'Aucune catégorie de prestation',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette catégorie\u00a0?',
  created: 'Catégorie créée avec succès',
  updated: 'Catégorie modifiée avec succès',
  deleted: 'Catégorie supprimée avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les catégories de prestations',
};

type CategoryItem = CollectionItem<'serviceCategories'>;

const toForm = (category?: CategoryItem) => ({
  name: category?.name ?? '',
  title: category?.title ?? '',
  description: category?.description ?? '',
  images: category?.images ?? [],
});

const toDoc = (values: ServiceCategoryFormValues) => values;

/** The services page's categories: one tab each, with a title, a description and ordered images. */
export function CategoriesEditor({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="serviceCategories"
      texts={TEXTS}
      schema={serviceCategoryFormSchema}
      toForm={toForm}
      toDoc={toDoc}
      labelOf={(category) => category.name || category.title}
      renderFields={(form) => (
        <>
          <FormInput
            form={form}
            name="name"
            label="Nom de l’onglet"
            required
            helper={'Court\u00a0: il sert d’onglet sur le site'}
          />
          <FormInput form={form} name="title" label="Titre" required />
          <FormInput form={form} name="description" label="Description" rows={5} />
          <CategoryImagesField form={form} />
        </>
      )}
      renderItem={(category) => <CategorySummary category={category} />}
      columns={{ md: 2, lg: 3 }}
      emptyIcon={LayoutGrid}
      dialogSize="lg"
    />
  );
}
