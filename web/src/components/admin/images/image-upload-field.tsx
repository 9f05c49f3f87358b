import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from './image-upload';

export interface ImageUploadFieldProps<T extends FieldValues, Out> extends Omit<
  ImageUploadProps,
  'value' | 'onChange'
> {
  form: UseFormReturn<T, unknown, Out>;
  /** A string field holding the image URL ('' when none). */
  name: FieldPath<T>;
}

/** An ImageUpload bound to one field of a react-hook-form form. */
export function ImageUploadField<T extends FieldValues, Out>({ form, name, ...upload }: ImageUploadFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <ImageUpload
      {...upload}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      unsaved={fieldState.isDirty}
    />
  );
}
