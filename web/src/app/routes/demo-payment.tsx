import { DemoPaymentPage } from '@/features/demo-payment/components/demo-payment-page';

export function Component() {
  return <DemoPaymentPage />;
}
