import { Button, Container, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { PackageSearch, RotateCcw } from 'lucide-react';
import {
  NO_DIET_FILTER,
  PUBLIC_PRODUCT_FILTERS,
  PUBLIC_PRODUCT_SORTS,
  dietOptions,
  listProducts,
  listedCountText,
  matchesDiet,
  type DietFilter,
  type ProductFilters,
  type PublicProductSort,
} from '@comptoir/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { DEFAULT_SITE_NAME } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { ArdoiseStrip } from '@/components/site/ardoise-strip';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { PageHeader } from '@/components/site/page-header';
import { ProductGrid } from '@/components/site/product-grid';
import { useSite } from '@/components/site/site-context';
import { useToday } from '@/hooks/use-now';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useCatalogue } from '../api/use-catalogue';
import { emptyListing } from '../lib/empty-listing';
import { addressWithListing, listingFromAddress, type PublicListing } from '../lib/filters-address';
import { AllergenNotice } from './allergen-notice';
import { ProductFiltersBar } from './product-filters-bar';
import { ProductsJsonLd } from './products-json-ld';

/**
 * The chosen filters in the page's address (the router's, its other parameters kept), written in
 * place: no navigation, so the page neither scrolls nor renders again; a reload or a shared link
 * shows the same list.
 */
function keepListingInAddress({ pathname, search, hash }: Location, listing: PublicListing): void {
  const next = `${pathname}${addressWithListing(search, listing)}${hash}`;
  const shown = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (next !== shown) window.history.replaceState(window.history.state, '', next);
}

const TITLE = 'Nos Produits';
const LEAD = 'Découvrez notre sélection de produits de qualité';

/** The product catalogue: search, category, allergen and label filters, sort and the product dialog. */
export function ProductsPage() {
  const { site } = useSite();
  const today = useToday();
  const catalogue = useCatalogue(today);
  // The filters start from the address (the server's render reads it too) and are kept in it.
  const location = useLocation();
  const [filters, setFilters] = useState<ProductFilters<PublicProductSort>>(
    () => listingFromAddress(location.search).filters,
  );
  const [diet, setDiet] = useState<DietFilter>(() => listingFromAddress(location.search).diet);
  usePageMeta('Produits', LEAD, site?.name || DEFAULT_SITE_NAME);
  // The search field shows each letter at once; the list follows in a render the next letter can
  // interrupt, so typing on a phone is not held up by drawing the cards. The selects stay immediate:
  // a sort chosen before the app took over must be in the app's list when the page's order goes.
  const search = useDeferredValue(filters.search);
  const { categoryId, sort } = filters;
  const listed = useMemo(() => ({ search, categoryId, sort }), [search, categoryId, sort]);

  const shown = useMemo(
    () =>
      listProducts(
        catalogue.products.filter((product) => matchesDiet(product, diet)),
        listed,
        { sorts: PUBLIC_PRODUCT_SORTS },
      ),
    [catalogue.products, listed, diet],
  );
  const dietChoices = useMemo(() => dietOptions(catalogue.products), [catalogue.products]);
  const categoryNames = useMemo(
    () => new Map(catalogue.categories.map((category) => [category.id, category.name])),
    [catalogue.categories],
  );
  const empty = emptyListing(catalogue.products.length, shown.length, listed);
  useEffect(() => keepListingInAddress(location, { filters: listed, diet }), [location, listed, diet]);

  return (
    <>
      <ArdoiseStrip />
      <PageHeader title={TITLE} lead={LEAD} />
      <ProductsJsonLd products={catalogue.products} />
      <Container as="section" aria-labelledby="catalogue-title" maxW="6xl" py={{ base: '8', md: '12' }}>
        <VisuallyHidden asChild>
          <h2 id="catalogue-title">Catalogue</h2>
        </VisuallyHidden>
        {catalogue.status === 'loading' ? (
          <PageLoader text="Chargement des produits…" fullScreen={false} />
        ) : catalogue.failed ? (
          <LoadError
            title="Impossible de charger les produits."
            description="Vérifiez votre connexion, puis rafraîchissez la page."
          />
        ) : catalogue.products.length === 0 ? (
          <EmptyState title={empty?.title ?? ''} description={empty?.description} icon={PackageSearch} />
        ) : (
          <Stack gap={{ base: '6', md: '8' }}>
            <ProductFiltersBar
              filters={filters}
              categories={catalogue.categories}
              onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
              diet={diet}
              options={dietChoices}
              onDietChange={(patch) => setDiet((current) => ({ ...current, ...patch }))}
            />
            <HStack justify="space-between" gap="4" mt={{ base: '-2', md: '-4' }}>
              {/* Before the app has hydrated, the page's first script counts what a search shows. */}
              <Text role="status" color="fg.muted" fontSize="sm" data-listing-count suppressHydrationWarning>
                {listedCountText(shown.length)}
              </Text>
              {/* Back to the defaults: empty search, every category and diet, alphabetical. */}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                color="brand.fg"
                borderRadius="full"
                onClick={() => {
                  setFilters(PUBLIC_PRODUCT_FILTERS);
                  setDiet(NO_DIET_FILTER);
                }}
              >
                <RotateCcw aria-hidden="true" /> Réinitialiser
              </Button>
            </HStack>
            {empty ? (
              <EmptyState title={empty.title} description={empty.description} icon={PackageSearch} />
            ) : (
              <ProductGrid products={shown} categoryNames={categoryNames} firstInView={2} searchable />
            )}
            <AllergenNotice />
          </Stack>
        )}
      </Container>
    </>
  );
}
