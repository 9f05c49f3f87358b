import { AdminDataProvider } from '@/components/admin/data/admin-data-provider';
import { AdminProvider } from '@/components/admin/ui/admin-provider';
import { LoginPage } from '@/features/admin-auth/components/login-page';

export function Component() {
  return (
    <AdminProvider>
      <AdminDataProvider>
        <LoginPage />
      </AdminDataProvider>
    </AdminProvider>
  );
}
