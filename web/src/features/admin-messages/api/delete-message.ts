import { deleteDoc, refs, type DataPort } from '@comptoir/core';

export function deleteMessage(db: DataPort, siteId: string, id: string): Promise<void> {
  return deleteDoc(db, refs.item(siteId, 'contactMessages', id));
}
