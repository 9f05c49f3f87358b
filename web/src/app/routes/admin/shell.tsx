import { withWriteNotices } from '@comptoir/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { AdminProvider } from '@/components/admin/ui/admin-provider';
import { CurrentSiteProvider } from '@/components/admin/session/current-site-provider';
import { RequireSession } from '@/features/admin-auth/components/require-session';
import { AdminLayout } from '@/features/admin-shell/components/admin-layout';
import { markOwnVisits } from '@/lib/audience/own-visits';
import { LiveCache } from '@/lib/live-cache';
import type { Services } from '@/lib/services';
import { ServicesContext, useServices } from '@/lib/services-context';

/** Once someone is signed in, this browser's visits to the shops' pages are left out of their « Statistiques ». */
function LeaveOwnVisitsOut() {
  useEffect(markOwnVisits, []);
  return null;
}

const adminCaches = new WeakMap<Services, LiveCache>();

/**
 * The back office's own writes tell its live counts (the unseen badges, the dashboard's figures) to
 * count again, whatever the document changed (watchCount listens to the newest few only). Its live
 * reads have a cache of their own: the public pages read the same keys from the published
 * documents, which follow a write a moment later.
 */
function CountsFollowWrites({ children }: { children: ReactNode }) {
  const services = useServices();
  const noticed = useMemo(() => {
    let live = adminCaches.get(services);
    if (!live) adminCaches.set(services, (live = new LiveCache()));
    return { ...services, db: withWriteNotices(services.db), live };
  }, [services]);
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
