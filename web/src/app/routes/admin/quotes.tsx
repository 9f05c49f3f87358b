import { QuotesPage } from '@/features/admin-quotes/components/quotes-page';

export function Component() {
  return <QuotesPage />;
}
