import { AdminProvider } from '@/components/admin/ui/admin-provider';
import { CurrentSiteProvider } from '@/components/admin/session/current-site-provider';
import { RequireSession } from '@/features/admin-auth/components/require-session';
import { AdminLayout } from '@/features/admin-shell/components/admin-layout';

/** Every /admin screen but login: signed-in only, on the current site, inside the sidebar shell. */
export function Component() {
  return (
    <AdminProvider>
      <RequireSession>
        <CurrentSiteProvider>
          <AdminLayout />
        </CurrentSiteProvider>
      </RequireSession>
    </AdminProvider>
  );
}
