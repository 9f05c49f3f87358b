import { Stack, Text } from '@chakra-ui/react';
import { productCategoryFormSchema, quantityText } from '@comptoir/core';
import { Tags } from 'lucide-react';
import {
  CollectionEditor,
  type CollectionEditorTexts,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { deleteProductCategory } from '@comptoir/core';
import { useCategoryCount } from '../api/use-products';

const TEXTS: CollectionEditorTexts = {
  title: 'Catégories de produits',
  description:
    'Elles servent de filtre sur le site. Les produits d’une catégorie supprimée restent en ligne, sans catégorie.',
  addLabel: 'Nouvelle catégorie',
  createTitle: 'Nouvelle catégorie',
  editTitle: 'Modifier la catégorie',
  empty: 'Aucune catégorie de produits',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette catégorie\u00a0?',
  created: 'Catégorie créée avec succès',
  updated: 'Catégorie modifiée avec succès',
  deleted: 'Catégorie supprimée avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les catégories',
};

/** How many products a category holds, counted by Firestore. */
function CategoryCount({ siteId, categoryId }: { siteId: string; categoryId: string }) {
  const count = useCategoryCount(siteId, categoryId).data;
  return (
    <Text fontSize="xs" color="fg.muted">
      {count === undefined ? '…' : quantityText(count, 'produit', 'produits')}
    </Text>
  );
}

/** Product categories: name required, ordered, deleted after confirmation (their products keep going, without one). */
export function ProductCategories({ siteId }: { siteId: string }) {
  return (
    <CollectionEditor
      siteId={siteId}
      collection="productCategories"
      texts={TEXTS}
      schema={productCategoryFormSchema}
      toForm={(category) => ({ name: category?.name ?? '', description: category?.description ?? '' })}
      toDoc={(values) => values}
      labelOf={(category) => category.name}
      remove={(db, category) => deleteProductCategory(db, siteId, category.id)}
      columns={{ md: 2 }}
      emptyIcon={Tags}
      renderItem={(category) => (
        <Stack gap="1">
          <Text fontWeight="semibold">{category.name}</Text>
          {category.description && (
            <Text fontSize="sm" color="fg.muted">
              {category.description}
            </Text>
          )}
          <CategoryCount siteId={siteId} categoryId={category.id} />
        </Stack>
      )}
      renderFields={(form) => (
        <>
          <FormInput form={form} name="name" label="Nom de la catégorie" required maxLength={100} />
          <FormInput form={form} name="description" label="Description" rows={3} />
        </>
      )}
    />
  );
}
