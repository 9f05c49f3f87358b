import { ServicesPage } from '@/features/public-services/services-page';

export function Component() {
  return <ServicesPage />;
}
