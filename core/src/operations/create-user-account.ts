import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import { refs } from '../model/refs';
import { createUserAccountInput, type createUserAccountOutput } from '../model/callables';
import type { AccountsPort } from './accounts-port';
import { parseInput, requireCurrentAdmin, type Caller } from './caller';
import { ensureUserProfile } from './ensure-user-profile';

/**
 * Frees an address held by an account that is not a platform user: no users/{uid} document and
 * no admin claim — an anonymous visitor's session turned into a password account, which no rule
 * lets sign in (docs/security.md). Resolves with whether it was freed.
 */
async function reclaimStrayAddress(db: DataPort, accounts: AccountsPort, email: string): Promise<boolean> {
  const holder = await accounts.findByEmail(email);
  if (!holder || holder.role === 'admin' || (await db.get(refs.user(holder.uid).path))) return false;
  await accounts.remove(holder.uid);
  return true;
}

const isTaken = (error: unknown) => error instanceof FunctionError && error.code === 'already-exists';

/**
 * An administrator opens an account for a shop owner (email + initial password), role 'user'. An
 * address a stray account holds (not a platform user) is taken back for the owner; a platform
 * user's is refused.
 */
export async function createUserAccount(
  db: DataPort,
  accounts: AccountsPort,
  caller: Caller | null,
  input: unknown,
): Promise<z.output<typeof createUserAccountOutput>> {
  await requireCurrentAdmin(accounts, caller);
  const parsed = parseInput(createUserAccountInput, input);
  const email = parsed.email.trim().toLowerCase();
  const create = () => accounts.create(email, parsed.password);
  const { uid } = await create().catch(async (error: unknown) => {
    if (isTaken(error) && (await reclaimStrayAddress(db, accounts, email))) return create();
    throw error;
  });
  await ensureUserProfile(db, { uid, email });
  return { uid };
}
