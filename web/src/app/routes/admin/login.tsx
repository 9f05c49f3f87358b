import { AdminProvider } from '@/components/admin/ui/admin-provider';
import { LoginPage } from '@/features/admin-auth/components/login-page';

export function Component() {
  return (
    <AdminProvider>
      <LoginPage />
    </AdminProvider>
  );
}
