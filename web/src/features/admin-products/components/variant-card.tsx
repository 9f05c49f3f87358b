import { Button, Card, HStack } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ReorderButtons } from '@/components/admin/forms/reorder-buttons';
import { DeleteButton, EditButton } from '@/components/admin/ui/item-action-buttons';
import { variantLabel, type ProductForm } from '../hooks/use-product-form';
import { VariantFields } from './variant-fields';
import { VariantSummary } from './variant-summary';

export interface VariantCardProps {
  form: ProductForm;
  index: number;
  count: number;
  editing: boolean;
  onEdit(): void;
  onDone(): void;
  /** Absent for the first variant, which cannot be removed. */
  onRemove?: () => void;
  onMove(delta: -1 | 1): void;
}

/** One variant of the product dialog, read-only or editing. */
export function VariantCard({ form, index, count, editing, onEdit, onDone, onRemove, onMove }: VariantCardProps) {
  const variant = useWatch({ control: form.control, name: `variants.${index}` });
  const label = variantLabel(variant.name, index);
  return (
    <Card.Root as="li" size="sm" variant="outline" borderColor={editing ? 'brand.solid' : undefined}>
      <Card.Body gap="3">
        {editing ? <VariantFields form={form} index={index} /> : <VariantSummary variant={variant} index={index} />}
        <HStack justify="space-between" gap="1" flexWrap="wrap">
          <ReorderButtons
            label={label}
            focusKey={variant.id}
            isFirst={index === 0}
            isLast={index === count - 1}
            onMove={onMove}
          />
          <HStack gap="1">
            {editing ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Terminer la déclinaison «\u00a0${label}\u00a0»`}
                onClick={onDone}
              >
                <Check aria-hidden="true" />
                Terminer
              </Button>
            ) : (
              <EditButton label={`Modifier la déclinaison «\u00a0${label}\u00a0»`} onClick={onEdit} />
            )}
            {onRemove && <DeleteButton label={`Supprimer la déclinaison «\u00a0${label}\u00a0»`} onClick={onRemove} />}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
