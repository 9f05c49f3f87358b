import { AccountPage } from '@/features/admin-account/components/account-page';

export function Component() {
  return <AccountPage />;
}
