import { RequireRole } from '@/features/admin-auth/components/require-role';
import { SitesPage } from '@/features/admin-sites/components/sites-page';

export function Component() {
  return (
    <RequireRole requiredRole="admin">
      <SitesPage />
    </RequireRole>
  );
}
