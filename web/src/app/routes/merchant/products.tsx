import { ProductsPage } from '@/features/public-products/components/products-page';

export function Component() {
  return <ProductsPage />;
}
