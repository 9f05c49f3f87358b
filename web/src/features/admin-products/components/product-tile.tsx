import { Badge, Button, Card, type SystemStyleObject } from '@chakra-ui/react';
import { activeVariants, formatFrenchDate, quantityText, type ProductVariant } from '@comptoir/core';
import { Star, StarOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteButton, EditButton } from '@/components/admin/ui/item-action-buttons';
import { productPriceText } from '@/components/site/product-price';
import { useStaticClass } from '@/components/ui/use-static-class';
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

// Ten cards drawn with the catalogue's first content, then the rest: their layout is plain elements
// with classes resolved once (useStaticClass); the badges and buttons stay Chakra's.
const TOP = { display: 'flex', gap: '3', alignItems: 'flex-start' } satisfies SystemStyleObject;
const TEXTS = { display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' } satisfies SystemStyleObject;
const CATEGORY = {
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  color: 'fg.muted',
  truncate: true,
} satisfies SystemStyleObject;
const NAME = {
  fontFamily: 'heading',
  fontWeight: 'semibold',
  textStyle: 'sm',
  wordBreak: 'break-word',
} satisfies SystemStyleObject;
const PRICE = { fontSize: 'sm' } satisfies SystemStyleObject;
const COUNT = { fontSize: 'xs', color: 'fg.muted' } satisfies SystemStyleObject;
const BADGES = { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' } satisfies SystemStyleObject;
const ACTIONS = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1',
  flexWrap: 'wrap',
  mt: 'auto',
} satisfies SystemStyleObject;
const BUTTONS = { display: 'flex', alignItems: 'center' } satisfies SystemStyleObject;

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
  const classes = {
    top: useStaticClass(TOP),
    texts: useStaticClass(TEXTS),
    category: useStaticClass(CATEGORY),
    name: useStaticClass(NAME),
    price: useStaticClass(PRICE),
    count: useStaticClass(COUNT),
    badges: useStaticClass(BADGES),
    actions: useStaticClass(ACTIONS),
    buttons: useStaticClass(BUTTONS),
  };
  return (
    <Card.Root as="li" size="sm" variant="outline" bg={product.isActive ? 'bg' : 'bg.muted'}>
      <Card.Body gap="3">
        <div className={classes.top}>
          <ProductThumbnail src={product.imageUrl} size="md" />
          <div className={classes.texts}>
            {categoryName && <p className={classes.category}>{categoryName}</p>}
            <h3 className={classes.name}>{product.name}</h3>
            {price && <p className={classes.price}>{price}</p>}
            <p className={classes.count}>{variantCount(variants.length)}</p>
          </div>
        </div>
        {(product.isFeatured || !product.isActive || product.endDate) && (
          <div className={classes.badges}>
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
          </div>
        )}
        <StockToggles productName={product.name} variants={variants} onToggle={onToggleStock} />
        <div className={classes.actions}>
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
          <div className={classes.buttons}>
            {reorder}
            <EditButton label={`Modifier «\u00a0${product.name}\u00a0»`} onClick={onEdit} />
            <DeleteButton label={`Supprimer «\u00a0${product.name}\u00a0»`} onClick={onDelete} />
          </div>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
