import { deleteDoc, refs, setDoc, type ArdoisePage, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Writes today's ardoise over yesterday's (one per shop), or takes it down (null). */
export function saveArdoise(db: DataPort, siteId: string, ardoise: ArdoisePage | null): Promise<void> {
  const ref = refs.page(siteId, 'ardoise');
  return ardoise ? setDoc(db, ref, ardoise) : deleteDoc(db, ref);
}

export function useSaveArdoise(siteId: string, toasts: MutationToasts<[ardoise: ArdoisePage | null], void>) {
  const { db } = useServices();
  return useAdminMutation((ardoise: ArdoisePage | null) => saveArdoise(db, siteId, ardoise), toasts);
}
