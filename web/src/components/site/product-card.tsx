import { Badge, Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { activeVariants, isSoldOut } from '@comptoir/core';
import { ArrowRight } from 'lucide-react';
import { memo } from 'react';
import { SafeImage } from '@/components/layout/safe-image';
import { ProductLabelBadges } from './food-info';
import { OutOfStockBadge } from './out-of-stock-badge';
import { productPriceText } from './product-price';
import type { PublicProduct } from './public-product';
import { TileButton, TileCard } from './tile-card';

export interface ProductCardProps {
  product: PublicProduct;
  categoryName?: string;
  /** The id of the product's dialog. */
  dialogId: string;
  /** At the top of the page: its photo loads first (it may be the largest paint). */
  priority?: boolean;
}

/**
 * A product tile; the whole card opens the product's details (the button stretches over it). Drawn
 * again only when its own props change: a search that only hides other cards leaves it alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  categoryName,
  dialogId,
  priority = false,
}: ProductCardProps) {
  const variantCount = activeVariants(product.variants).length;
  const price = productPriceText(product);
  const soldOut = isSoldOut(product.variants);
  const action = variantCount > 1 ? 'Voir options' : 'Détails';
  return (
    // Side by side on phones: more of the catalogue fits on a screen.
    <TileCard flexDirection={{ base: 'row', sm: 'column' }}>
      <Box position="relative" bg="brand.subtle" flexShrink="0" w={{ base: '36%', sm: 'full' }}>
        <SafeImage
          sizes="(min-width: 80em) 19rem, (min-width: 64em) 33vw, (min-width: 30em) 50vw, calc((100vw - 2rem) * 0.36)"
          src={product.imageUrl}
          priority={priority}
          // The card's heading names the product; the picture adds nothing for a screen reader.
          alt=""
          width={800}
          height={600}
          w="full"
          h={{ base: 'full', sm: 'auto' }}
          aspectRatio={{ base: 'auto', sm: 4 / 3 }}
          fit="cover"
        />
        {variantCount > 1 && (
          <Badge
            position="absolute"
            top={{ base: '2', sm: '3' }}
            left={{ base: '2', sm: '3' }}
            size="md"
            borderRadius="full"
            bg="bg"
            color="fg"
            shadow="sm"
          >
            {variantCount} options
          </Badge>
        )}
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Card.Body gap="2" p={{ base: '4', sm: '5' }} pb="3">
          {categoryName && (
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
              {categoryName}
            </Text>
          )}
          <Heading
            as="h3"
            fontSize={{ base: 'md', sm: 'lg' }}
            fontWeight="semibold"
            fontFamily="body"
            letterSpacing="tight"
          >
            {product.name}
          </Heading>
          {product.description && (
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {product.description}
            </Text>
          )}
          <ProductLabelBadges product={product} />
          {soldOut && <OutOfStockBadge />}
          {price && (
            <Text mt="auto" pt="1" fontSize={{ base: 'md', sm: 'lg' }} fontWeight="semibold" color="brand.fg">
              {price}
            </Text>
          )}
        </Card.Body>
        <Card.Footer p={{ base: '4', sm: '5' }} pt="0">
          <TileButton
            size="sm"
            w="full"
            variant="outline"
            colorPalette="brand"
            color="brand.fg"
            borderColor="brand.muted"
            borderRadius="full"
            // Starts with the visible text; the name tells the cards' buttons apart.
            aria-label={`${action}\u00a0: ${product.name}`}
            dialogId={dialogId}
          >
            {action}
            <ArrowRight aria-hidden="true" />
          </TileButton>
        </Card.Footer>
      </Flex>
    </TileCard>
  );
});
