import { deleteDoc, refs, type DataPort } from '@comptoir/core';

export function deleteSpecialPeriod(db: DataPort, siteId: string, id: string): Promise<void> {
  return deleteDoc(db, refs.item(siteId, 'specialPeriods', id));
}
