import { Button, Tabs } from '@chakra-ui/react';
import { nextOrderIndex } from '@comptoir/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { RequireSite } from '@/components/admin/session/require-site';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { useProductCategories, useProducts, type ProductEntity } from '../api/use-products';
import { ProductCatalogue } from './product-catalogue';
import { ProductCategories } from './product-categories';
import { ProductDialog } from './product-dialog';

const LOAD_ERROR = 'Impossible de charger les produits';

/** The product the dialog shows: null for a new one. */
type Editing = { product: ProductEntity | null } | null;

interface SiteProductsProps {
  siteId: string;
  editing: Editing;
  onEditingChange(editing: Editing): void;
}

function SiteProducts({ siteId, editing, onEditingChange }: SiteProductsProps) {
  const products = useProducts(siteId);
  const categories = useProductCategories(siteId);
  useErrorToast(products.error, LOAD_ERROR);
  useErrorToast(categories.error, 'Impossible de charger les catégories');
  if (products.status === 'loading') return <PageLoader text="Chargement des produits..." fullScreen={false} />;
  if (products.status === 'error') return <LoadError title={LOAD_ERROR} />;
  return (
    <>
      <Tabs.Root defaultValue="products" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="products">Produits</Tabs.Trigger>
          <Tabs.Trigger value="categories">Catégories</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="products" pt="5">
          <ProductCatalogue
            siteId={siteId}
            products={products.data}
            categories={categories.data ?? []}
            onEdit={(product) => onEditingChange({ product })}
          />
        </Tabs.Content>
        <Tabs.Content value="categories" pt="5">
          <ProductCategories siteId={siteId} products={products.data} />
        </Tabs.Content>
      </Tabs.Root>
      {editing && (
        <ProductDialog
          siteId={siteId}
          product={editing.product}
          categories={categories.data ?? []}
          products={products.data}
          orderIndex={nextOrderIndex(products.data)}
          onClose={() => onEditingChange(null)}
        />
      )}
    </>
  );
}

/** /admin/products and /admin/content/products. */
export function ProductsPage() {
  const { siteId } = useCurrentSite();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPage
      title="Produits"
      description="Votre catalogue : produits, déclinaisons, prix et catégories."
      actions={
        <Button colorPalette="brand" disabled={!siteId} onClick={() => setEditing({ product: null })}>
          <Plus aria-hidden="true" />
          Nouveau produit
        </Button>
      }
    >
      <RequireSite>
        {({ siteId: readyId }) => (
          <SiteProducts key={readyId} siteId={readyId} editing={editing} onEditingChange={setEditing} />
        )}
      </RequireSite>
    </AdminPage>
  );
}
