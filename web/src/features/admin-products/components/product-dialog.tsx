import { Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ProductFormValues } from '@comptoir/core';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { FormInput } from '@/components/admin/forms/form-input';
import { CategorySelect } from '@/components/site/category-select';
import { FormField } from '@/components/site/form-field';
import { useSaveProduct } from '../api/save-product';
import type { CategoryEntity, ProductEntity } from '../api/use-products';
import { useProductForm } from '../hooks/use-product-form';
import { useFeaturedNote } from '../hooks/use-featured-note';
import { useVariantEditing } from '../hooks/use-variant-editing';
import { FormCheckbox } from '@/components/admin/forms/form-checkbox';
import { FoodInfoFields } from './food-info-fields';
import { VariantList } from './variant-list';

export interface ProductDialogProps {
  siteId: string;
  /** null: a new product. */
  product: ProductEntity | null;
  categories: readonly CategoryEntity[];
  onClose(): void;
}

/**
 * Create or edit a product and its variants. Everything is saved at once, in one
 * document; a failed save keeps the dialog and everything typed.
 */
export function ProductDialog({ siteId, product, categories, onClose }: ProductDialogProps) {
  const form = useProductForm(
    product,
    categories.map((category) => category.id),
  );
  // A new product opens on its blank first variant; a stored one shows its variants read-only.
  const editing = useVariantEditing(form, product ? [] : form.getValues('variants').map((variant) => variant.id));
  const featuredNote = useFeaturedNote(form, siteId, product);

  const saving = useSaveProduct(siteId, {
    success: product ? 'Produit modifié avec succès' : 'Produit créé avec succès',
    failure: 'Erreur lors de la sauvegarde',
    inForm: true,
  });

  const save = async (values: ProductFormValues) => {
    const target = product ? ({ kind: 'update', id: product.id } as const) : ({ kind: 'create' } as const);
    if ((await saving.run(values, target)).ok) onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? 'Modifier le produit' : 'Nouveau produit'}
      onSubmit={(event) => void form.handleSubmit(save, editing.openFaulty)(event)}
      submitLabel={product ? 'Enregistrer' : 'Créer le produit'}
      submitting={form.formState.isSubmitting}
      refusal={saving.refusal}
      dirty={form.formState.isDirty}
      size="lg"
    >
      <FormInput form={form} name="name" label="Nom du produit" required maxLength={100} />
      <FormInput form={form} name="description" label="Description" rows={3} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Catégorie">
          <CategorySelect
            categories={categories}
            first={{ value: '', label: 'Aucune catégorie' }}
            {...form.register('categoryId')}
          />
        </FormField>
        <FormInput
          form={form}
          name="endDate"
          label="Date de fin"
          type="date"
          helper={'Facultative\u00a0: le produit quitte le site après cette date.'}
        />
      </SimpleGrid>
      <Stack gap="3">
        <FormCheckbox
          form={form}
          name="isActive"
          label="Produit actif"
          helper="Un produit inactif n’apparaît pas sur le site."
        />
        <FormCheckbox form={form} name="isFeatured" label="Mis en avant" helper={featuredNote} />
      </Stack>
      <Separator />
      <FoodInfoFields form={form} />
      <Separator />
      <VariantList form={form} isEditing={editing.isOpen} onToggle={editing.toggle} onFinish={editing.finish} />
    </FormDialog>
  );
}
