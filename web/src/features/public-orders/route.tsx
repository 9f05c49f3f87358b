import { OrdersPage } from './components/orders-page';

export function Component() {
  return <OrdersPage />;
}
