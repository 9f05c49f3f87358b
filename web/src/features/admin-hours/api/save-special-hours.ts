import { refs, updateDoc, type DataPort, type SpecialHoursPatch } from '@comptoir/core';

/** Stores a period's own hours (the manage-hours modal). */
export function saveSpecialHours(db: DataPort, siteId: string, id: string, patch: SpecialHoursPatch): Promise<void> {
  return updateDoc(db, refs.item(siteId, 'specialPeriods', id), patch);
}
