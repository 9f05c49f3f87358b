import {
  refs,
  serverTimestamp,
  setWrite,
  splitSettings,
  updateWrite,
  type DataPort,
  type SettingsFormValues,
} from '@comptoir/core';

/** DESIGN.md §3: private addresses and public contact details, saved together in one batch. */
export async function saveSettings(db: DataPort, siteId: string, values: SettingsFormValues): Promise<void> {
  const { secret, contact, social } = splitSettings(values);
  await db.batch([
    setWrite(refs.sitePrivate(siteId), secret),
    updateWrite(refs.site(siteId), { contact, social, updatedAt: serverTimestamp() }),
  ]);
}
