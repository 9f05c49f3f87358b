import { withWriteNotices } from '@comptoir/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { AdminProvider } from '@/components/admin/ui/admin-provider';
import { CurrentSiteProvider } from '@/components/admin/session/current-site-provider';
import { RequireSession } from '@/features/admin-auth/components/require-session';
import { AdminLayout } from '@/features/admin-shell/components/admin-layout';
import { markOwnVisits } from '@/lib/audience/own-visits';
import { ServicesContext, useServices } from '@/lib/services-context';

/** Once someone is signed in, this browser's visits to the shops' pages are left out of their « Statistiques ». */
function LeaveOwnVisitsOut() {
  useEffect(markOwnVisits, []);
  return null;
}

/**
 * The back office's own writes tell its live counts (the unseen badges, the dashboard's figures) to
 * count again, whatever the document changed (watchCount listens to the newest few only).
 */
function CountsFollowWrites({ children }: { children: ReactNode }) {
  const services = useServices();
  const noticed = useMemo(() => ({ ...services, db: withWriteNotices(services.db) }), [services]);
  return <ServicesContext.Provider value={noticed}>{children}</ServicesContext.Provider>;
}

/** Every /admin screen but login: signed-in only, on the current site, inside the sidebar shell. */
export function Component() {
  return (
    <AdminProvider>
      <CountsFollowWrites>
        <RequireSession>
          <LeaveOwnVisitsOut />
          <CurrentSiteProvider>
            <AdminLayout />
          </CurrentSiteProvider>
        </RequireSession>
      </CountsFollowWrites>
    </AdminProvider>
  );
}
