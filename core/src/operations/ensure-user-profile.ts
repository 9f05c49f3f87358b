import type { DataPort } from '../port/data-port';
import { serverTimestamp } from '../port/field-values';
import { refs } from '../model/refs';
import { queueWrite, setWrite } from '../model/repo';
import { accountAddressFields } from '../model/user';

/**
 * users/{uid} for a new account, role 'user' — unless the document exists already: the seed and
 * make-admin may have written it first, and their role must win over this default.
 */
export async function ensureUserProfile(
  db: DataPort,
  account: { uid: string; email: string | null },
): Promise<'created' | 'exists'> {
  const profile = refs.user(account.uid);
  return db.transaction(async (tx) => {
    if (await tx.get(profile.path)) return 'exists';
    queueWrite(
      tx,
      setWrite(profile, { ...accountAddressFields(account.email ?? ''), role: 'user', createdAt: serverTimestamp() }),
    );
    return 'created';
  });
}
