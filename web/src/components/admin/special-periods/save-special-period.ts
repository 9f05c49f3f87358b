import {
  addDoc,
  refs,
  updateDoc,
  type DataPort,
  type SpecialPeriod,
  type SpecialPeriodFormValues,
} from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** What the period dialog or the « Congés » dialog saves. */
export type PeriodValues = SpecialPeriodFormValues | SpecialPeriod;

/** Creates a period (id null) or rewrites the fields its dialog edits. */
export async function saveSpecialPeriod(
  db: DataPort,
  siteId: string,
  id: string | null,
  values: PeriodValues,
): Promise<void> {
  if (id) await updateDoc(db, refs.item(siteId, 'specialPeriods', id), values);
  else await addDoc(db, refs.collection(siteId, 'specialPeriods'), values);
}

/** Creates or rewrites a period, with the caller's toasts. */
export function useSaveSpecialPeriod(
  siteId: string,
  toasts: MutationToasts<[id: string | null, values: PeriodValues], void>,
) {
  const { db } = useServices();
  return useAdminMutation(
    (id: string | null, values: PeriodValues) => saveSpecialPeriod(db, siteId, id, values),
    toasts,
  );
}
