import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { PRODUCT_LABEL_BADGES, PRODUCT_LABELS, allergenText, allergensOf, type ProductVariant } from '@comptoir/core';
import type { PublicProduct } from './public-product';

/** A product's labels and origin as small badges: short on a card, whole in its dialog. */
export function ProductLabelBadges({ product, whole = false }: { product: PublicProduct; whole?: boolean }) {
  const names = product.labels.map((label) => (whole ? PRODUCT_LABELS : PRODUCT_LABEL_BADGES)[label]);
  if (product.origin) names.push(product.origin);
  if (names.length === 0) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {names.map((name) => (
        <Badge key={name} colorPalette="brand" variant="surface" borderRadius="full" size="sm">
          {name}
        </Badge>
      ))}
    </HStack>
  );
}

/** The allergens of a product (or of the variant chosen, where it differs), in words. */
export function AllergenInfo({ product, variant }: { product: PublicProduct; variant?: ProductVariant }) {
  return (
    <Box fontSize="sm">
      <Text as="h3" fontWeight="semibold">
        Allergènes
      </Text>
      <Text color="fg.muted">{allergenText(allergensOf(product, variant))}</Text>
    </Box>
  );
}
