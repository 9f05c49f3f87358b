import { ProductsPage } from '@/features/admin-products/components/products-page';

export function Component() {
  return <ProductsPage />;
}
