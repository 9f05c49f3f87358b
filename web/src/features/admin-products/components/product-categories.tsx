import { Stack, Text } from '@chakra-ui/react';
import { productCategoryFormSchema } from '@comptoir/core';
import { Tags } from 'lucide-react';
import {
  CollectionEditor,
  type CollectionEditorTexts,
} from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import type { ProductEntity } from '../api/use-products';

const TEXTS: CollectionEditorTexts = {
  title: 'Catégories de produits',
  description:
    "Elles servent de filtre sur le site. Les produits d'une catégorie supprimée restent en ligne, sans catégorie.",
  addLabel: 'Nouvelle catégorie',
  createTitle: 'Nouvelle catégorie',
  editTitle: 'Modifier la catégorie',
  empty: 'Aucune catégorie de produits',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?',
  created: 'Catégorie créée avec succès',
  updated: 'Catégorie modifiée avec succès',
  deleted: 'Catégorie supprimée avec succès',
  saveFailed: 'Erreur lors de la sauvegarde',
  deleteFailed: 'Erreur lors de la suppression',
  loadFailed: 'Impossible de charger les catégories',
};

const productCount = (count: number) => (count > 1 ? `${count} produits` : `${count} produit`);

/** Product categories: name required, ordered, deleted after confirmation. */
export function ProductCategories({ siteId, products }: { siteId: string; products: readonly ProductEntity[] }) {
  const countIn = (categoryId: string) => products.filter((product) => product.categoryId === categoryId).length;
  return (
    <CollectionEditor
      siteId={siteId}
      collection="productCategories"
      texts={TEXTS}
      schema={productCategoryFormSchema}
      toForm={(category) => ({ name: category?.name ?? '', description: category?.description ?? '' })}
      toDoc={(values) => values}
      labelOf={(category) => category.name}
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
          <Text fontSize="xs" color="fg.muted">
            {productCount(countIn(category.id))}
          </Text>
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
