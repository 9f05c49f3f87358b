import { refs, serverTimestamp, updateDoc, type DataPort } from '@comptoir/core';

export const setProductFeatured = (db: DataPort, siteId: string, id: string, isFeatured: boolean): Promise<void> =>
  updateDoc(db, refs.item(siteId, 'products', id), { isFeatured, updatedAt: serverTimestamp() });
