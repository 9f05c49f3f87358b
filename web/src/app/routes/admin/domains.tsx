import { DomainsPage } from '@/features/admin-domains/components/domains-page';

export function Component() {
  return <DomainsPage />;
}
