import { RequireRole } from '@/features/admin-auth/components/require-role';
import { PlatformPage } from '@/features/admin-platform/components/platform-page';

export function Component() {
  return (
    <RequireRole requiredRole="admin">
      <PlatformPage />
    </RequireRole>
  );
}
