import { Button, Wrap } from '@chakra-ui/react';
import type { ProductVariant } from '@comptoir/core';
import { CircleCheck, CircleSlash } from 'lucide-react';

export interface StockTogglesProps {
  productName: string;
  /** The variants visitors see, in their order. */
  variants: readonly ProductVariant[];
  onToggle(variant: ProductVariant): void;
}

export const stockText = (inStock: boolean) => (inStock ? 'Disponible' : 'Rupture de stock');

/** One tap per variant switches it between « Disponible » and « Rupture de stock ». */
export function StockToggles({ productName, variants, onToggle }: StockTogglesProps) {
  const named = variants.length > 1;
  return (
    <Wrap gap="1.5">
      {variants.map((variant) => {
        const shown = `${named ? `${variant.name}\u00a0: ` : ''}${stockText(variant.inStock)}`;
        const next = variant.inStock ? 'passer en rupture de stock' : 'remettre en vente';
        const item = named ? `«\u00a0${productName} — ${variant.name}\u00a0»` : `«\u00a0${productName}\u00a0»`;
        return (
          <Button
            key={variant.id}
            size="sm"
            variant="subtle"
            colorPalette={variant.inStock ? 'green' : 'red'}
            borderRadius="full"
            maxW="full"
            // Starts with what is shown; says what a tap does.
            aria-label={`${shown}, ${item}\u00a0: ${next}`}
            onClick={() => onToggle(variant)}
          >
            {variant.inStock ? <CircleCheck aria-hidden="true" /> : <CircleSlash aria-hidden="true" />}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{shown}</span>
          </Button>
        );
      })}
    </Wrap>
  );
}
