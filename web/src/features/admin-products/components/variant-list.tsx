import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { newVariantForm } from '@comptoir/core';
import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { ReorderStatus } from '@/components/admin/forms/reorder-status';
import { useMoveFocus } from '../hooks/use-move-focus';
import { variantLabel, type ProductForm } from '../hooks/use-product-form';
import { VariantCard } from './variant-card';

export interface VariantListProps {
  form: ProductForm;
  isEditing(id: string): boolean;
  onToggle(id: string, open: boolean): void;
  onFinish(id: string, index: number): void;
}

/** The dialog's variants: ordered cards, the first never removable, new ones with temp- ids. */
export function VariantList({ form, isEditing, onToggle, onFinish }: VariantListProps) {
  // Our variants have their own `id`: the field array keeps its keys elsewhere.
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const { moved, announcement } = useMoveFocus(fields);
  const { errors } = form.formState;
  const listError = errors.variants?.message ?? errors.variants?.root?.message;

  const add = () => {
    const variant = newVariantForm();
    append(variant, { focusName: `variants.${fields.length}.name` });
    onToggle(variant.id, true);
  };
  const moveVariant = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const variant = form.getValues(`variants.${index}`);
    if (to < 0 || to >= fields.length) return;
    move(index, to);
    moved(variant.id, variantLabel(variant.name, index), delta, to + 1, fields.length);
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="product-variants-title">
      <Heading as="h3" size="sm" id="product-variants-title">
        Déclinaisons
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {'Formats, poids ou parfums\u00a0: chacun a son nom et son prix (ou «\u00a0Prix en boutique\u00a0»).'}
      </Text>
      {listError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {listError}
        </Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Déclinaisons">
        {fields.map((field, index) => (
          <VariantCard
            key={field.key}
            form={form}
            index={index}
            count={fields.length}
            editing={isEditing(field.id)}
            onEdit={() => onToggle(field.id, true)}
            onDone={() => onFinish(field.id, index)}
            onRemove={index === 0 ? undefined : () => remove(index)}
            onMove={(delta) => moveVariant(index, delta)}
          />
        ))}
      </Stack>
      <Button variant="outline" onClick={add} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        <Plus aria-hidden="true" />
        Ajouter une déclinaison
      </Button>
      <ReorderStatus message={announcement} />
    </Stack>
  );
}
