import { ProductsPage } from './components/products-page';

export function Component() {
  return <ProductsPage />;
}
