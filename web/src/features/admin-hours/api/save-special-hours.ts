import { refs, updateDoc, type DataPort, type SpecialHoursPatch } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Stores a period's own hours (the manage-hours modal). */
export function saveSpecialHours(db: DataPort, siteId: string, id: string, patch: SpecialHoursPatch): Promise<void> {
  return updateDoc(db, refs.item(siteId, 'specialPeriods', id), patch);
}

/** Stores a period's own hours, with the caller's toasts. */
export function useSaveSpecialHours(
  siteId: string,
  toasts: MutationToasts<[id: string, patch: SpecialHoursPatch], void>,
) {
  const { db } = useServices();
  return useAdminMutation((id: string, patch: SpecialHoursPatch) => saveSpecialHours(db, siteId, id, patch), toasts);
}
