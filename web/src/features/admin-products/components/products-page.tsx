import { Button, Tabs } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { RequireSite } from '@/components/admin/session/require-site';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { useProductCategories, type ProductEntity } from '../api/use-products';
import { ProductCatalogue } from './product-catalogue';
import { ProductCategories } from './product-categories';
import { ProductDialog } from './product-dialog';

/** The product the dialog shows: null for a new one. */
type Editing = { product: ProductEntity | null } | null;

interface SiteProductsProps {
  siteId: string;
  editing: Editing;
  onEditingChange(editing: Editing): void;
}

function SiteProducts({ siteId, editing, onEditingChange }: SiteProductsProps) {
  const categories = useProductCategories(siteId);
  useErrorToast(categories.error, 'Impossible de charger les catégories');
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
            categories={categories.data ?? []}
            onEdit={(product) => onEditingChange({ product })}
          />
        </Tabs.Content>
        <Tabs.Content value="categories" pt="5">
          <ProductCategories siteId={siteId} />
        </Tabs.Content>
      </Tabs.Root>
      {editing && (
        <ProductDialog
          siteId={siteId}
          product={editing.product}
          categories={categories.data ?? []}
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
      description={'Votre catalogue\u00a0: produits, déclinaisons, prix et catégories.'}
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
