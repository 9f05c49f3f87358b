import { refs, serverTimestamp, updateDoc, type Appearance, type DataPort } from '@comptoir/core';

/** Logo and colours go to the public site document: open public pages take them live. */
export async function saveAppearance(db: DataPort, siteId: string, appearance: Appearance): Promise<void> {
  await updateDoc(db, refs.site(siteId), { appearance, updatedAt: serverTimestamp() });
}
