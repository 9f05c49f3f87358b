import { useEffect } from 'react';
import { AdminDataProvider } from '@/components/admin/data/admin-data-provider';
import { AdminProvider } from '@/components/admin/ui/admin-provider';
import { CurrentSiteProvider } from '@/components/admin/session/current-site-provider';
import { RequireSession } from '@/features/admin-auth/components/require-session';
import { AdminLayout } from '@/features/admin-shell/components/admin-layout';
import { markOwnVisits } from '@/lib/audience/own-visits';

/** Once someone is signed in, this browser's visits to the shops' pages are left out of their « Statistiques ». */
function LeaveOwnVisitsOut() {
  useEffect(markOwnVisits, []);
  return null;
}

/** Every /admin screen but login: signed-in only, on the current site, inside the sidebar shell. */
export function Component() {
  return (
    <AdminProvider>
      <AdminDataProvider>
        <RequireSession>
          <LeaveOwnVisitsOut />
          <CurrentSiteProvider>
            <AdminLayout />
          </CurrentSiteProvider>
        </RequireSession>
      </AdminDataProvider>
    </AdminProvider>
  );
}
