import { addDoc, refs, updateDoc, type DataPort, type SpecialPeriodFormValues } from '@comptoir/core';

/** Creates a period (id null) or rewrites the fields its dialog edits. */
export async function saveSpecialPeriod(
  db: DataPort,
  siteId: string,
  id: string | null,
  values: SpecialPeriodFormValues,
): Promise<void> {
  if (id) await updateDoc(db, refs.item(siteId, 'specialPeriods', id), values);
  else await addDoc(db, refs.collection(siteId, 'specialPeriods'), values);
}
