import { ServicesPage } from '@/features/admin-services/components/services-page';

export function Component() {
  return <ServicesPage />;
}
