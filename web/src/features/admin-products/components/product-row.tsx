import type { ProductVariant } from '@comptoir/core';
import { memo } from 'react';
import { ReorderButtons } from '@/components/admin/forms/reorder-buttons';
import type { ProductEntity } from '../api/use-products';
import { ProductTile } from './product-tile';

/** What a card asks of the catalogue; the same functions from one render to the next (useStableHandlers). */
export interface ProductRowHandlers {
  move(index: number, delta: 1 | -1): void;
  toggleFeatured(product: ProductEntity): void;
  toggleStock(product: ProductEntity, variant: ProductVariant): void;
  edit(product: ProductEntity): void;
  remove(product: ProductEntity): void;
}

export interface ProductRowProps {
  product: ProductEntity;
  index: number;
  isLast: boolean;
  categoryName: string | undefined;
  today: string;
  /** The arrows are shown (the whole catalogue in its order), and disabled while a move is saved. */
  reorder: 'off' | 'on' | 'busy';
  handlers: ProductRowHandlers;
}

/**
 * One product of the catalogue. Drawn again only when its product, place or category changes — not
 * at each count, page or batch of cards the catalogue receives.
 */
export const ProductRow = memo(function ProductRow({
  product,
  index,
  isLast,
  categoryName,
  today,
  reorder,
  handlers,
}: ProductRowProps) {
  return (
    <ProductTile
      product={product}
      categoryName={categoryName}
      today={today}
      reorder={
        reorder !== 'off' && (
          <ReorderButtons
            label={product.name}
            focusKey={product.id}
            isFirst={index === 0}
            isLast={isLast}
            disabled={reorder === 'busy'}
            onMove={(delta) => handlers.move(index, delta)}
          />
        )
      }
      onToggleFeatured={() => handlers.toggleFeatured(product)}
      onToggleStock={(variant) => handlers.toggleStock(product, variant)}
      onEdit={() => handlers.edit(product)}
      onDelete={() => handlers.remove(product)}
    />
  );
});
