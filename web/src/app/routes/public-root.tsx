import { publishedReads, type DataPort } from '@comptoir/core';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { SiteProvider } from '@/components/site/site-provider';
import { useAnnounceNavigations } from '@/hooks/use-announce-navigations';
import { ServicesContext, useServices } from '@/lib/services-context';

const publishedPorts = new WeakMap<DataPort, DataPort>();

/** One published-reads port per port: its listeners are shared by every public page. */
function publishedPortOf(db: DataPort): DataPort {
  let port = publishedPorts.get(db);
  if (!port) publishedPorts.set(db, (port = publishedReads(db)));
  return port;
}

/**
 * Everything public shares one site resolution, and reads the site's published documents (one or
 * two per page, rebuilt on every change: docs/architecture.md, « Published pages »).
 */
export function PublicRoot() {
  useAnnounceNavigations();
  const services = useServices();
  const published = useMemo(() => ({ ...services, db: publishedPortOf(services.db) }), [services]);
  return (
    <ServicesContext.Provider value={published}>
      <SiteProvider>
        <Outlet />
      </SiteProvider>
    </ServicesContext.Provider>
  );
}
