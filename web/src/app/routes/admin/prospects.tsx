import { RequireRole } from '@/features/admin-auth/components/require-role';
import { ProspectsPage } from '@/features/admin-prospects/components/prospects-page';

export function Component() {
  return (
    <RequireRole requiredRole="admin">
      <ProspectsPage />
    </RequireRole>
  );
}
