import {
  SERVICE_CATEGORY_MAX_IMAGES,
  type ServiceCategoryFormInput,
  type ServiceCategoryFormValues,
} from '@comptoir/core';
import { useController } from 'react-hook-form';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { ImageListField } from '@/components/admin/images/image-list-field';

/** A category's ordered images (the site shows the first two, in 9:16). */
export function CategoryImagesField({ form }: { form: ItemForm<ServiceCategoryFormInput, ServiceCategoryFormValues> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'images' });
  return (
    <ImageListField
      value={(field.value ?? []).map((url) => url ?? '')}
      onChange={field.onChange}
      label="Images"
      helper="Format portrait (9:16) conseillé. Le site affiche les deux premières, dans cet ordre."
      max={SERVICE_CATEGORY_MAX_IMAGES}
      folder="services"
      previewWidth={144}
      previewHeight={256}
      error={fieldState.error?.message}
    />
  );
}
