import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { activeVariants, type ProductVariant } from '@comptoir/core';
import { PackageSearch } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { ShowMore } from '@/components/admin/lists/show-more';
import { PAGE_SIZE } from '@/components/admin/lists/use-paged-collection';
import { ReorderButtons } from '@/components/admin/forms/reorder-buttons';
import { ReorderStatus } from '@/components/admin/forms/reorder-status';
import { useReorder } from '@/components/admin/forms/use-reorder';
import { EmptyState } from '@/components/site/empty-state';
import { useNow } from '@/hooks/use-now';
import { useDeleteProduct } from '../api/delete-product';
import { useSetProductFeatured } from '../api/set-product-featured';
import { useSetVariantStock } from '../api/set-variant-stock';
import type { CategoryEntity, ProductEntity } from '../api/use-products';
import { useProductListing } from '../hooks/use-product-listing';
import { ProductFilters } from './product-filters';
import { ProductStats } from './product-stats';
import { ProductTile } from './product-tile';
import { stockText } from './stock-toggles';

export interface ProductCatalogueProps {
  siteId: string;
  products: readonly ProductEntity[];
  categories: readonly CategoryEntity[];
  onEdit(product: ProductEntity): void;
}

const nameOf = (product: ProductEntity) => product.name;
const countText = (shown: number, total: number) =>
  `${shown} produit${shown > 1 ? 's' : ''}${shown < total ? ` sur ${total}` : ''}`;

/** The product grid with its statistics, filters and card actions. */
export function ProductCatalogue({ siteId, products, categories, onEdit }: ProductCatalogueProps) {
  const { date: today } = useNow();
  const categoryIds = useMemo(() => new Set(categories.map((category) => category.id)), [categories]);
  const { filters, update, shown, reorderable } = useProductListing(products, categoryIds);
  // 300 cards with their variants take seconds to draw on a phone: 25 first, 25 more on demand.
  const [limit, setLimit] = useState(PAGE_SIZE);
  const drawn = shown.slice(0, limit);
  const reorder = useReorder(siteId, 'products', shown, nameOf);
  const [deleting, setDeleting] = useState<ProductEntity | null>(null);
  const categoryName = (id: string | null) => categories.find((category) => category.id === id)?.name;

  const featuring = useSetProductFeatured(siteId, {
    success: (_result, _id, featured) => (featured ? 'Produit mis en avant' : 'Produit retiré de la mise en avant'),
    failure: 'Erreur lors de la mise à jour',
  });
  const stocking = useSetVariantStock(siteId, {
    success: (_result, product, variant, inStock) => {
      const name = activeVariants(product.variants).length > 1 ? `${product.name} — ${variant.name}` : product.name;
      return `« ${name} »\u00a0: ${stockText(inStock).toLowerCase()}`;
    },
    failure: 'Erreur lors de la mise à jour',
  });
  const removing = useDeleteProduct(siteId, {
    success: 'Produit supprimé avec succès',
    failure: 'Erreur lors de la suppression',
  });
  const toggleFeatured = (product: ProductEntity) => featuring.run(product.id, !product.isFeatured);
  const toggleStock = (product: ProductEntity, variant: ProductVariant) =>
    stocking.run(product, variant, !variant.inStock);
  const remove = (product: ProductEntity) => removing.run(product.id);

  return (
    <Stack gap="5">
      <ProductStats products={products} categoryCount={categories.length} />
      <ProductFilters filters={filters} categories={categories} onChange={update} />
      {filters.sort === 'order' && (
        <Text fontSize="sm" color="fg.muted">
          {reorderable
            ? "Les flèches changent l'ordre des produits sur le site (les premiers mis en avant s'affichent sur l'accueil)."
            : "Videz la recherche et choisissez « Toutes les catégories » pour changer l'ordre."}
        </Text>
      )}
      <Heading as="h2" size="md" aria-live="polite">
        {countText(shown.length, products.length)}
      </Heading>
      {shown.length === 0 ? (
        <EmptyState
          title="Aucun produit trouvé"
          description={
            products.length === 0
              ? 'Ajoutez votre premier produit avec « Nouveau produit ».'
              : 'Aucun produit ne correspond à vos critères de recherche.'
          }
          icon={PackageSearch}
        />
      ) : (
        <SimpleGrid as="ul" aria-label="Produits" listStyleType="none" gap="3" columns={{ base: 1, md: 2, xl: 3 }}>
          {drawn.map((product, index) => (
            <ProductTile
              key={product.id}
              product={product}
              categoryName={categoryName(product.categoryId)}
              today={today}
              reorder={
                reorderable && (
                  <ReorderButtons
                    label={product.name}
                    focusKey={product.id}
                    isFirst={index === 0}
                    isLast={index === drawn.length - 1}
                    disabled={reorder.busy}
                    onMove={(delta) => void reorder.move(index, delta)}
                  />
                )
              }
              onToggleFeatured={() => void toggleFeatured(product)}
              onToggleStock={(variant) => void toggleStock(product, variant)}
              onEdit={() => onEdit(product)}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </SimpleGrid>
      )}
      <ShowMore
        list={{ more: drawn.length < shown.length, loadingMore: false, showMore: () => setLimit(limit + PAGE_SIZE) }}
      />
      <ReorderStatus message={reorder.announcement} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message="Êtes-vous sûr de vouloir supprimer ce produit ?"
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </Stack>
  );
}
