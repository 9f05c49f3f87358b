import { RequireRole } from '@/features/admin-auth/components/require-role';
import { UsersPage } from '@/features/admin-users/components/users-page';

export function Component() {
  return (
    <RequireRole requiredRole="admin">
      <UsersPage />
    </RequireRole>
  );
}
