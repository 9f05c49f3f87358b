import { TermsPage } from '@/features/public-legal/components/terms-page';

export function Component() {
  return <TermsPage />;
}
