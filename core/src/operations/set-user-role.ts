import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import { refs } from '../model/refs';
import { queueWrite, setWrite } from '../model/repo';
import { setUserRoleInput, type setUserRoleOutput } from '../model/callables';
import { accountAddressFields } from '../model/user';
import type { AccountsPort } from './accounts-port';
import { ADMIN_ONLY_MESSAGE, parseInput, requireCurrentAdmin, type Caller } from './caller';

export const SELF_DEMOTION_MESSAGE = 'Vous ne pouvez pas retirer votre propre rôle d’administrateur.';

/**
 * An administrator gives another account the admin or user role: the users/{uid} mirror first,
 * then the claim (if the mirror write fails, nobody holds a role the admin screens do not show),
 * then, on demotion, every session of that account is revoked.
 *
 * The mirror is written in a transaction that also reads the caller's own mirror: two
 * administrators demoting each other at the same moment conflict, and the one retried finds
 * itself demoted. As nobody can demote themself, the platform always keeps an administrator.
 */
export async function setUserRole(
  db: DataPort,
  accounts: AccountsPort,
  caller: Caller | null,
  input: unknown,
): Promise<z.output<typeof setUserRoleOutput>> {
  const admin = await requireCurrentAdmin(accounts, caller);
  const { uid, role } = parseInput(setUserRoleInput, input);
  if (uid === admin.uid && role !== 'admin') throw new FunctionError('failed-precondition', SELF_DEMOTION_MESSAGE);
  const account = await accounts.find(uid);
  if (!account) throw new FunctionError('not-found', 'Compte introuvable.');
  const demoted = account.role === 'admin' && role !== 'admin';

  const profile = refs.user(uid);
  await db.transaction(async (tx) => {
    const [mine, theirs] = await Promise.all([tx.get(refs.user(admin.uid).path), tx.get(profile.path)]);
    if (mine?.data.role !== 'admin') throw new FunctionError('permission-denied', ADMIN_ONLY_MESSAGE);
    queueWrite(
      tx,
      theirs
        ? setWrite(profile, { role }, { merge: true })
        : setWrite(profile, { ...accountAddressFields(account.email ?? ''), role, createdAt: serverTimestamp() }),
    );
  });
  await accounts.setRole(uid, role);
  if (demoted) await accounts.revokeSessions(uid);
  return { uid, role };
}
