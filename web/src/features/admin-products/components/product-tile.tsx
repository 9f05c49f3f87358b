import {
  Badge,
  Button,
  Card,
  createSlotRecipeContext,
  type CardBodyProps,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { activeVariants, formatFrenchDate, quantityText, type ProductVariant } from '@comptoir/core';
import { Star, StarOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteButton, EditButton } from '@/components/admin/ui/item-action-buttons';
import { productPriceText } from '@/components/site/product-price';
import type { ProductEntity } from '../api/use-products';
import { ProductThumbnail } from './product-thumbnail';
import { StockToggles } from './stock-toggles';

export interface ProductTileProps {
  product: ProductEntity;
  categoryName: string | undefined;
  /** Today in the shop's calendar (YYYY-MM-DD): a past end date is shown as ended. */
  today: string;
  /** Up/down buttons, when the list can be reordered. */
  reorder?: ReactNode;
  onToggleFeatured(): void;
  onToggleStock(variant: ProductVariant): void;
  onEdit(): void;
  onDelete(): void;
}

const variantCount = (count: number) => quantityText(count, 'déclinaison', 'déclinaisons');

// Styled by the back office's `adminProductTile` slot recipe (components/admin/ui/recipes/product-tile.ts).
const { withRootProvider, withContext } = createSlotRecipeContext({ key: 'adminProductTile' });
const TileParts = withRootProvider<CardBodyProps>(Card.Body);
const Top = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'top');
const Texts = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'texts');
const Category = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'category');
const Name = withContext<HTMLHeadingElement, HTMLChakraProps<'h3'>>('h3', 'name');
const Price = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'price');
const Count = withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'count');
const Badges = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'badges');
const Actions = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'actions');
const Buttons = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'buttons');

/** One product of the back-office grid, with its badges and actions. */
export function ProductTile({
  product,
  categoryName,
  today,
  reorder,
  onToggleFeatured,
  onToggleStock,
  onEdit,
  onDelete,
}: ProductTileProps) {
  const price = productPriceText(product);
  const variants = activeVariants(product.variants);
  const ended = product.endDate !== null && product.endDate < today;
  return (
    <Card.Root as="li" size="sm" variant="outline" bg={product.isActive ? 'bg' : 'bg.muted'}>
      <TileParts gap="3">
        <Top>
          <ProductThumbnail src={product.imageUrl} size="md" />
          <Texts>
            {categoryName && <Category>{categoryName}</Category>}
            <Name>{product.name}</Name>
            {price && <Price>{price}</Price>}
            <Count>{variantCount(variants.length)}</Count>
          </Texts>
        </Top>
        {(product.isFeatured || !product.isActive || product.endDate) && (
          <Badges>
            {product.isFeatured && (
              <Badge colorPalette="yellow">
                <Star aria-hidden="true" />
                Mis en avant
              </Badge>
            )}
            {!product.isActive && <Badge colorPalette="gray">Inactif</Badge>}
            {product.endDate && (
              <Badge colorPalette={ended ? 'red' : 'blue'} variant="outline">
                {ended ? 'Terminé le' : 'Jusqu’au'} {formatFrenchDate(product.endDate)}
              </Badge>
            )}
          </Badges>
        )}
        <StockToggles productName={product.name} variants={variants} onToggle={onToggleStock} />
        <Actions>
          <Button
            size="sm"
            variant={product.isFeatured ? 'outline' : 'subtle'}
            colorPalette={product.isFeatured ? 'gray' : 'yellow'}
            aria-label={`${product.isFeatured ? 'Retirer' : 'Mettre en avant'} «\u00a0${product.name}\u00a0»`}
            onClick={onToggleFeatured}
          >
            {product.isFeatured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
            {product.isFeatured ? 'Retirer' : 'Mettre en avant'}
          </Button>
          <Buttons>
            {reorder}
            <EditButton label={`Modifier «\u00a0${product.name}\u00a0»`} onClick={onEdit} />
            <DeleteButton label={`Supprimer «\u00a0${product.name}\u00a0»`} onClick={onDelete} />
          </Buttons>
        </Actions>
      </TileParts>
    </Card.Root>
  );
}
