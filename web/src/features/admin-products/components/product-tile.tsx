import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { activeVariants, formatFrenchDate, type ProductVariant } from '@comptoir/core';
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

const variantCount = (count: number) => (count > 1 ? `${count} déclinaisons` : `${count} déclinaison`);

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
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <ProductThumbnail src={product.imageUrl} size="md" />
          <Stack gap="1" minW="0" flex="1">
            {categoryName && (
              <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" truncate>
                {categoryName}
              </Text>
            )}
            <Heading as="h3" size="sm" wordBreak="break-word">
              {product.name}
            </Heading>
            {price && <Text fontSize="sm">{price}</Text>}
            <Text fontSize="xs" color="fg.muted">
              {variantCount(variants.length)}
            </Text>
          </Stack>
        </Flex>
        {(product.isFeatured || !product.isActive || product.endDate) && (
          <HStack gap="2" flexWrap="wrap">
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
          </HStack>
        )}
        <StockToggles productName={product.name} variants={variants} onToggle={onToggleStock} />
        <HStack justify="space-between" gap="1" flexWrap="wrap" mt="auto">
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
          <HStack gap="0">
            {reorder}
            <EditButton label={`Modifier «\u00a0${product.name}\u00a0»`} onClick={onEdit} />
            <DeleteButton label={`Supprimer «\u00a0${product.name}\u00a0»`} onClick={onDelete} />
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
