import { withWriteNotices } from '@comptoir/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Services } from '@/lib/services';
import { ServicesContext, useServices } from '@/lib/services-context';
import { createAdminQueryClient } from './admin-query-client';

interface AdminData {
  client: QueryClient;
  services: Services;
}

// One per services: login and the shell, each a route of its own, share the cache and its listeners.
const adminData = new WeakMap<Services, AdminData>();
/** The services this provider hands down: a provider inside another adds nothing. */
const provided = new WeakSet<Services>();

function adminDataOf(services: Services): AdminData {
  let data = adminData.get(services);
  if (!data) {
    // The back office's own writes tell its live counts to count again (watchCount follows the newest few only).
    data = { client: createAdminQueryClient(), services: { ...services, db: withWriteNotices(services.db) } };
    adminData.set(services, data);
    provided.add(data.services);
  }
  return data;
}

/**
 * The back office's data: its query cache, which its listeners feed (the public pages read the
 * published documents instead, and carry no TanStack Query), and a port that notices its writes.
 */
export function AdminDataProvider({ children }: { children: ReactNode }) {
  const outer = useServices();
  if (provided.has(outer)) return children;
  const { client, services } = adminDataOf(outer);
  return (
    <QueryClientProvider client={client}>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </QueryClientProvider>
  );
}
