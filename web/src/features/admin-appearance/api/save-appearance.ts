import { refs, serverTimestamp, updateDoc, type Appearance, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Logo and colours go to the public site document: open public pages take them live. */
export async function saveAppearance(db: DataPort, siteId: string, appearance: Appearance): Promise<void> {
  await updateDoc(db, refs.site(siteId), { appearance, updatedAt: serverTimestamp() });
}

/** Saves the site's logo and colours, with the caller's toasts. */
export function useSaveAppearance(toasts: MutationToasts<[siteId: string, appearance: Appearance], void>) {
  const { db } = useServices();
  return useAdminMutation((siteId: string, appearance: Appearance) => saveAppearance(db, siteId, appearance), toasts);
}
