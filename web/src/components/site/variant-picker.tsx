import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { variantPriceText, withQuantitiesTogether, type ProductVariant } from '@comptoir/core';
import { useId } from 'react';
import { OutOfStockBadge } from './out-of-stock-badge';

export interface VariantPickerProps {
  variants: readonly ProductVariant[];
  selectedId: string;
  onSelect: (id: string) => void;
}

/** 'Choisir une déclinaison :' — native radios (arrow keys move between them), drawn as cards. */
export function VariantPicker({ variants, selectedId, onSelect }: VariantPickerProps) {
  const name = useId();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="semibold" mb="3">
        Choisir une déclinaison&nbsp;:
      </Text>
      <Stack gap="2">
        {variants.map((variant) => {
          const selected = variant.id === selectedId;
          const price = variantPriceText(variant);
          return (
            <Box
              as="label"
              key={variant.id}
              display="flex"
              gap="3"
              alignItems="flex-start"
              p="3"
              borderWidth={selected ? '2px' : '1px'}
              borderColor={selected ? 'brand.solid' : 'border'}
              bg={selected ? 'brand.subtle' : 'bg'}
              borderRadius="xl"
              cursor="pointer"
              _hover={{ borderColor: 'brand.solid' }}
              css={{
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'brand.focusRing',
                  outlineOffset: '2px',
                },
              }}
            >
              <input
                type="radio"
                name={name}
                value={variant.id}
                checked={selected}
                onChange={() => onSelect(variant.id)}
                style={{ marginTop: '0.35rem', accentColor: 'var(--site-secondary)' }}
              />
              <Stack gap="0.5" flex="1" minW="0">
                <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{withQuantitiesTogether(variant.name)}</Text>
                  {price && (
                    <Text fontWeight="semibold" color="brand.fg">
                      {price}
                    </Text>
                  )}
                </HStack>
                {!variant.inStock && <OutOfStockBadge />}
                {variant.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {variant.description}
                  </Text>
                )}
                {selected && (
                  <Badge
                    alignSelf="flex-start"
                    mt="1"
                    size="sm"
                    colorPalette="brand"
                    variant="solid"
                    borderRadius="full"
                  >
                    Sélectionnée
                  </Badge>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
