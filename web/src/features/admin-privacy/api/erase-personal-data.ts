import { RECORD_COLLECTIONS, refs, removeWrite, type DataPort, type PersonalRecord } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Erases them in one batch; each request's notification logs follow (deletion trigger). */
export async function erasePersonalData(
  db: DataPort,
  siteId: string,
  records: readonly PersonalRecord[],
): Promise<void> {
  await db.batch(records.map((record) => removeWrite(refs.item(siteId, RECORD_COLLECTIONS[record.kind], record.id))));
}

/** Erases a person's records, with the caller's toasts. */
export function useErasePersonalData(
  siteId: string,
  toasts: MutationToasts<[records: readonly PersonalRecord[]], void>,
) {
  const { db } = useServices();
  return useAdminMutation((records: readonly PersonalRecord[]) => erasePersonalData(db, siteId, records), toasts);
}
