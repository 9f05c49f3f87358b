import {
  productFormDefaults,
  productFormSchema,
  type Product,
  type ProductFormInput,
  type ProductFormValues,
} from '@comptoir/core';
import type { UseFormReturn } from 'react-hook-form';
import { useZodForm } from '@/components/admin/forms/use-zod-form';

export type ProductForm = UseFormReturn<ProductFormInput, unknown, ProductFormValues>;

/** The product dialog's form, started once from the stored product (or a new one). */
export function useProductForm(product: Product | null, categoryIds: readonly string[]): ProductForm {
  return useZodForm(productFormSchema, productFormDefaults(product, categoryIds));
}

/** What a variant is called on buttons and in messages: its name, or its position. */
export const variantLabel = (name: string, index: number): string => name.trim() || `Déclinaison ${index + 1}`;
