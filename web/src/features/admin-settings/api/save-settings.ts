import {
  legalDetailsRef,
  refs,
  serverTimestamp,
  setWrite,
  splitSettings,
  updateWrite,
  type DataPort,
  type SettingsFormValues,
} from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Private addresses, public contact details, legal details and policies, saved together in one batch. */
export async function saveSettings(db: DataPort, siteId: string, values: SettingsFormValues): Promise<void> {
  const { secret, contact, social, legal, policies, alsaceMoselle } = splitSettings(values);
  await db.batch([
    setWrite(refs.sitePrivate(siteId), secret),
    setWrite(legalDetailsRef(siteId), legal),
    setWrite(refs.page(siteId, 'policies'), policies),
    updateWrite(refs.site(siteId), { contact, social, alsaceMoselle, updatedAt: serverTimestamp() }),
  ]);
}

/** Saves the site's settings, with the caller's toasts. */
export function useSaveSettings(siteId: string, toasts: MutationToasts<[values: SettingsFormValues], void>) {
  const { db } = useServices();
  return useAdminMutation((values: SettingsFormValues) => saveSettings(db, siteId, values), toasts);
}
