import { Badge, Box, Button, CloseButton, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { activeVariants, variantPriceText } from '@comptoir/core';
import { useState } from 'react';
import { SafeImage } from '@/components/layout/safe-image';
import { OutOfStockBadge } from './out-of-stock-badge';
import type { PublicProduct } from './product-card';
import { productPriceText } from './product-price';
import { VariantPicker } from './variant-picker';

export interface ProductDialogProps {
  product: PublicProduct;
  categoryName?: string;
  open: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes (the card that opened it). */
  returnFocusTo: () => HTMLElement | null;
}

/** A product's details; with several active variants, the variant picker. */
export function ProductDialog({ product, categoryName, open, onClose, returnFocusTo }: ProductDialogProps) {
  const variants = activeVariants(product.variants);
  const [selectedId, setSelectedId] = useState(variants[0]?.id ?? '');
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const withPicker = variants.length > 1;
  const price = withPicker && selected ? variantPriceText(selected) : productPriceText(product);
  const image = (withPicker ? selected?.imageUrl : '') || product.imageUrl;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ mdDown: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius={{ md: '2xl' }} overflow="hidden">
            <Dialog.Body p="0">
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }}>
                <Box bg="brand.subtle">
                  <SafeImage
                    src={image}
                    alt={selected && withPicker ? `${product.name} — ${selected.name}` : product.name}
                    width={800}
                    height={800}
                    w="full"
                    h="full"
                    aspectRatio={{ base: 4 / 3, md: 'auto' }}
                    fit="cover"
                  />
                </Box>
                <Stack gap="4" p={{ base: '5', md: '7' }}>
                  {categoryName && (
                    <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" borderRadius="full" px="2.5">
                      {categoryName}
                    </Badge>
                  )}
                  <Dialog.Title as="h2" fontFamily="heading" fontSize="2xl" lineHeight="1.2" pe="8">
                    {product.name}
                  </Dialog.Title>
                  {!withPicker && selected && !selected.inStock && <OutOfStockBadge />}
                  {price && (
                    <Text fontSize="xl" fontWeight="semibold" color="brand.fg">
                      {price}
                    </Text>
                  )}
                  {product.description && (
                    <Dialog.Description color="fg.muted" whiteSpace="pre-line">
                      {product.description}
                    </Dialog.Description>
                  )}
                  {withPicker && (
                    <>
                      <VariantPicker variants={variants} selectedId={selected?.id ?? ''} onSelect={setSelectedId} />
                      {/* No ordering flow yet: a plain button that submits nothing and goes nowhere;
                          an out-of-stock variant cannot be ordered. */}
                      <Button
                        type="button"
                        colorPalette="brand"
                        borderRadius="full"
                        size="lg"
                        disabled={!selected?.inStock}
                      >
                        Commander cette déclinaison
                      </Button>
                      {selected && !selected.inStock && (
                        <Text fontSize="sm" color="fg.muted">
                          Cette déclinaison est en rupture de stock.
                        </Text>
                      )}
                    </>
                  )}
                </Stack>
              </Grid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" bg="bg" borderRadius="full" shadow="sm" aria-label="Fermer" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
