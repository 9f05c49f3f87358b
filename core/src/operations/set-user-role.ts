import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import { refs } from '../refs';
import { getDoc, mergeDoc, setDoc } from '../repo';
import { setUserRoleInput, type setUserRoleOutput } from '../schemas/callables';
import type { AccountsPort } from './accounts-port';
import { parseInput, requireCurrentAdmin, type Caller } from './caller';

export const SELF_DEMOTION_MESSAGE = "Vous ne pouvez pas retirer votre propre rôle d'administrateur.";

/**
 * An administrator gives another account the admin or user role: the users/{uid} mirror first,
 * then the claim (if the mirror write fails, nobody holds a role the admin screens do not show),
 * then, on demotion, every session of that account is revoked.
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
  if (await getDoc(db, profile)) await mergeDoc(db, profile, { role });
  else await setDoc(db, profile, { email: account.email ?? '', role, createdAt: serverTimestamp() });
  await accounts.setRole(uid, role);
  if (demoted) await accounts.revokeSessions(uid);
  return { uid, role };
}
