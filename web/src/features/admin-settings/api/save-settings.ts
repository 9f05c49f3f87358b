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

/** Private addresses, public contact details and legal details, saved together in one batch. */
export async function saveSettings(db: DataPort, siteId: string, values: SettingsFormValues): Promise<void> {
  const { secret, contact, social, legal } = splitSettings(values);
  await db.batch([
    setWrite(refs.sitePrivate(siteId), secret),
    setWrite(legalDetailsRef(siteId), legal),
    updateWrite(refs.site(siteId), { contact, social, updatedAt: serverTimestamp() }),
  ]);
}
