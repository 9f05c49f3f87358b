import { Badge, Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { activeVariants, variantPriceText } from '@comptoir/core';
import { Suspense, memo, useEffect, useState, useTransition } from 'react';
import { SafeImage } from '@/components/layout/safe-image';
import { preloadable } from '@/lib/preloadable';
import { whenIdle } from '@/lib/when-idle';
import { AllergenInfo, ProductLabelBadges } from './food-info';
import { OutOfStockBadge } from './out-of-stock-badge';
import type { PublicProduct } from './public-product';
import { productPriceText } from './product-price';
import { PickupLoading } from './reservation/pickup-loading';
import { SiteDialog } from './site-dialog';
import { VariantPicker } from './variant-picker';

// The form's code stays out of the dialog's and of the page's hydration: fetched once the page is
// idle, so that « Réserver » answers at once, or when asked, if that comes first.
const ReservationPanel = preloadable(
  () => import('./reservation/reservation-panel').then((module) => module.ReservationPanel),
  { beforeHydrating: false },
);

export interface ProductDialogProps {
  /** The dialog's id, which its card's button names. */
  id: string;
  product: PublicProduct;
  categoryName?: string;
}

/**
 * A product's details; with several active variants, the variant picker; then the reservation form.
 * Drawn again only when its own props change (a search over the grid leaves the others alone).
 */
export const ProductDialog = memo(function ProductDialog({ id, product, categoryName }: ProductDialogProps) {
  const variants = activeVariants(product.variants);
  const [selectedId, setSelectedId] = useState(variants[0]?.id ?? '');
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const withPicker = variants.length > 1;
  const price = withPicker && selected ? variantPriceText(selected) : productPriceText(product);
  const image = (withPicker ? selected?.imageUrl : '') || product.imageUrl;
  const [reserving, setReserving] = useState(false);
  // The press shows as taken at once (aria-busy, dimmed), then the form is drawn.
  const [opening, startOpening] = useTransition();
  useEffect(() => {
    // A failed prefetch is retried when the visitor asks.
    whenIdle()
      .then(ReservationPanel.preload)
      .catch(() => undefined);
  }, []);
  const reserveButton = (label: string) =>
    !reserving && (
      <Button
        type="button"
        colorPalette="brand"
        borderRadius="full"
        size="lg"
        disabled={!selected?.inStock}
        aria-busy={opening}
        onClick={() => startOpening(() => setReserving(true))}
      >
        {label}
      </Button>
    );

  return (
    <SiteDialog id={id} labelledBy={`${id}-title`} size="xl" onClose={() => setReserving(false)}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }}>
        <Box bg="brand.subtle">
          <SafeImage
            sizes="(min-width: 48em) 28rem, 100vw"
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
          <Heading as="h2" id={`${id}-title`} fontFamily="heading" fontSize="2xl" lineHeight="1.2" pe="8">
            {product.name}
          </Heading>
          {!withPicker && selected && !selected.inStock && <OutOfStockBadge />}
          {price && (
            <Text fontSize="xl" fontWeight="semibold" color="brand.fg">
              {price}
            </Text>
          )}
          {product.description && (
            <Text color="fg.muted" whiteSpace="pre-line">
              {product.description}
            </Text>
          )}
          <ProductLabelBadges product={product} whole />
          {withPicker && (
            <>
              <VariantPicker variants={variants} selectedId={selected?.id ?? ''} onSelect={setSelectedId} />
              {reserveButton('Commander cette déclinaison')}
              {selected && !selected.inStock && (
                <Text fontSize="sm" color="fg.muted">
                  Cette déclinaison est en rupture de stock.
                </Text>
              )}
            </>
          )}
          {!withPicker && selected && reserveButton('Réserver ce produit')}
          <AllergenInfo product={product} variant={selected} />
        </Stack>
      </Grid>
      {reserving && selected && (
        <Suspense fallback={<PickupLoading />}>
          <ReservationPanel
            productId={product.id}
            variant={selected}
            {...(withPicker ? { variantName: selected.name } : {})}
          />
        </Suspense>
      )}
    </SiteDialog>
  );
});
