import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatPrice, isTempId, parsePrice, type ProductVariantFormInput } from '@comptoir/core';
import { variantLabel } from '../hooks/use-product-form';
import { ProductThumbnail } from './product-thumbnail';

function priceText({ price, priceUnit, priceInStore }: ProductVariantFormInput): string | null {
  if (priceInStore) return 'Prix en boutique';
  const amount = parsePrice(price);
  return amount !== null && amount > 0 ? formatPrice(amount, priceUnit) : null;
}

/** A variant card in its read-only state: what the public site will show of it. */
export function VariantSummary({ variant, index }: { variant: ProductVariantFormInput; index: number }) {
  const price = priceText(variant);
  return (
    <Flex gap="3" align="flex-start" minW="0">
      {variant.imageUrl && <ProductThumbnail src={variant.imageUrl} size="sm" />}
      <Stack gap="0.5" minW="0" flex="1">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            {variantLabel(variant.name, index)}
          </Text>
          {!variant.isActive && <Badge colorPalette="gray">Inactive</Badge>}
          {!variant.inStock && <Badge colorPalette="red">Rupture de stock</Badge>}
          {isTempId(variant.id) && <Badge colorPalette="blue">Non enregistrée</Badge>}
        </HStack>
        <Text fontSize="sm" color={price ? 'fg' : 'fg.muted'}>
          {price ?? 'Prix à renseigner'}
        </Text>
        {variant.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {variant.description}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
