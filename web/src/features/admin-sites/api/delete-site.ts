import type { FunctionsPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Deletes a site and everything it holds, through the callable (which checks the typed name). */
export async function deleteSite(functions: FunctionsPort, siteId: string, confirmName: string): Promise<void> {
  await functions.call('deleteSite', { siteId, confirmName });
}

/** Deletes a site for good, with the caller's toasts. */
export function useDeleteSite(toasts: MutationToasts<[siteId: string, confirmName: string], void>) {
  const { functions } = useServices();
  return useAdminMutation((siteId: string, confirmName: string) => deleteSite(functions, siteId, confirmName), toasts);
}
