import { AdminProvider } from '@/components/admin/admin-provider';
import { LoginPage } from '@/features/admin-auth/components/login-page';

export function Component() {
  return (
    <AdminProvider>
      <LoginPage />
    </AdminProvider>
  );
}
