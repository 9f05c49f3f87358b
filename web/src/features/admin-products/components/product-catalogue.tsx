import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { activeVariants, formatNumber, listedCountText } from '@comptoir/core';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { ShowMore } from '@/components/admin/lists/show-more';
import { useDrawnCount } from '@/components/admin/lists/use-drawn-count';
import { useStableHandlers } from '@/components/admin/lists/use-stable-handlers';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { ReorderStatus } from '@/components/admin/forms/reorder-status';
import { useReorder } from '@/components/admin/forms/use-reorder';
import { EmptyState } from '@/components/site/empty-state';
import { useToday } from '@/hooks/use-now';
import { useDeleteProduct } from '../api/delete-product';
import { useSetProductFeatured } from '../api/set-product-featured';
import { useSetVariantStock } from '../api/set-variant-stock';
import { SEARCH_PAGE, useProductCounts, type CategoryEntity, type ProductEntity } from '../api/use-products';
import { useProductListing } from '../hooks/use-product-listing';
import { ProductFilters } from './product-filters';
import { ProductStats } from './product-stats';
import { ProductRow, type ProductRowHandlers } from './product-row';
import { stockText } from './stock-toggles';

export interface ProductCatalogueProps {
  siteId: string;
  categories: readonly CategoryEntity[];
  onEdit(product: ProductEntity): void;
}

const LOAD_ERROR = 'Impossible de charger les produits';
const nameOf = (product: ProductEntity) => product.name;
const countText = (shown: number, total: number | undefined) =>
  `${listedCountText(shown)}${total !== undefined && shown < total ? ` sur ${formatNumber(total)}` : ''}`;

/** The grid's heading: how many products the filters keep, or the search found in the pages read so far. */
function headingText(found: number, listing: ReturnType<typeof useProductListing>, all: number | undefined) {
  const read = listing.pages.state.data?.length ?? 0;
  if (listing.searching && listing.pages.more)
    return `${listedCountText(found)} trouvé${found > 1 ? 's' : ''} parmi les ${formatNumber(read)} premiers`;
  return countText(listing.searching ? found : (listing.inScope.data ?? found), all);
}

/** The product grid with its statistics, filters and card actions. */
export function ProductCatalogue({ siteId, categories, onEdit }: ProductCatalogueProps) {
  const today = useToday();
  const counts = useProductCounts(siteId);
  const listing = useProductListing(siteId);
  const { filters, update, pages, shown, reorderable } = listing;
  const reorder = useReorder(siteId, 'products', shown ?? [], nameOf);
  const drawn = useDrawnCount(shown?.length ?? 0);
  const [deleting, setDeleting] = useState<ProductEntity | null>(null);
  const categoryName = (id: string | null) => categories.find((category) => category.id === id)?.name;
  useErrorToast(pages.state.error, LOAD_ERROR);

  const featuring = useSetProductFeatured(siteId, {
    success: (_result, _id, featured) => (featured ? 'Produit mis en avant' : 'Produit retiré de la mise en avant'),
    failure: 'Erreur lors de la mise à jour',
  });
  const stocking = useSetVariantStock(siteId, {
    success: (_result, product, variant, inStock) => {
      const name = activeVariants(product.variants).length > 1 ? `${product.name} — ${variant.name}` : product.name;
      return `«\u00a0${name}\u00a0»\u00a0: ${stockText(inStock).toLowerCase()}`;
    },
    failure: 'Erreur lors de la mise à jour',
  });
  const removing = useDeleteProduct(siteId, {
    success: 'Produit supprimé avec succès',
    failure: 'Erreur lors de la suppression',
  });
  const remove = (product: ProductEntity) => removing.run(product.id);
  const handlers = useStableHandlers<ProductRowHandlers>({
    move: (index, delta) => void reorder.move(index, delta),
    toggleFeatured: (product) => void featuring.run(product.id, !product.isFeatured),
    toggleStock: (product, variant) => void stocking.run(product, variant, !variant.inStock),
    edit: onEdit,
    remove: setDeleting,
  });

  return (
    <Stack gap="5">
      <ProductStats counts={counts} categoryCount={categories.length} />
      <ProductFilters filters={filters} categories={categories} onChange={update} />
      {filters.sort === 'order' && (
        <Text fontSize="sm" color="fg.muted">
          {reorderable
            ? 'Les flèches changent l’ordre des produits sur le site (les premiers mis en avant s’affichent sur l’accueil).'
            : 'Videz la recherche et choisissez «\u00a0Toutes les catégories\u00a0» pour changer l’ordre.'}
        </Text>
      )}
      {listing.searching && pages.more && (
        <Text fontSize="sm" color="fg.muted">
          {`La recherche parcourt les produits ${SEARCH_PAGE} par ${SEARCH_PAGE}, dans l’ordre choisi\u00a0: choisir une catégorie la resserre.`}
        </Text>
      )}
      {pages.state.status === 'loading' ? (
        <PageLoader text="Chargement des produits…" fullScreen={false} />
      ) : pages.state.status === 'error' || !shown ? (
        <LoadError title={LOAD_ERROR} />
      ) : (
        <>
          <Heading as="h2" size="md" aria-live="polite">
            {headingText(shown.length, listing, counts.all.data)}
          </Heading>
          {shown.length === 0 ? (
            <EmptyState
              title="Aucun produit trouvé"
              description={
                counts.all.data === 0
                  ? 'Ajoutez votre premier produit avec «\u00a0Nouveau produit\u00a0».'
                  : pages.more
                    ? 'Aucun des produits parcourus ne correspond\u00a0: cherchez dans les suivants.'
                    : 'Aucun produit ne correspond à vos critères de recherche.'
              }
              icon={PackageSearch}
            />
          ) : (
            <SimpleGrid as="ul" aria-label="Produits" listStyleType="none" gap="3" columns={{ base: 1, md: 2, xl: 3 }}>
              {shown.slice(0, drawn).map((product, index) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  index={index}
                  isLast={index === shown.length - 1}
                  categoryName={categoryName(product.categoryId)}
                  today={today}
                  reorder={reorderable ? (reorder.busy ? 'busy' : 'on') : 'off'}
                  handlers={handlers}
                />
              ))}
            </SimpleGrid>
          )}
          <ShowMore list={pages} label={listing.searching ? `Chercher dans les ${SEARCH_PAGE} suivants` : undefined} />
        </>
      )}
      <ReorderStatus message={reorder.announcement} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={'Êtes-vous sûr de vouloir supprimer ce produit\u00a0?'}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
