import { deleteDoc, refs, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Deletes one of the site's special periods. */
export function deleteSpecialPeriod(db: DataPort, siteId: string, id: string): Promise<void> {
  return deleteDoc(db, refs.item(siteId, 'specialPeriods', id));
}

/** Deletes one of the site's periods, with the caller's toasts. */
export function useDeleteSpecialPeriod(siteId: string, toasts: MutationToasts<[id: string], void>) {
  const { db } = useServices();
  return useAdminMutation((id: string) => deleteSpecialPeriod(db, siteId, id), toasts);
}
