import { deleteDoc, refs, type DataPort } from '@comptoir/core';

/** The product goes with its variants (they live in its document). */
export const deleteProduct = (db: DataPort, siteId: string, id: string): Promise<void> =>
  deleteDoc(db, refs.item(siteId, 'products', id));
