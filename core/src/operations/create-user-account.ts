import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { createUserAccountInput, type createUserAccountOutput } from '../schemas/callables';
import type { AccountsPort } from './accounts-port';
import { parseInput, requireCurrentAdmin, type Caller } from './caller';
import { ensureUserProfile } from './ensure-user-profile';

/** An administrator opens an account for a shop owner (email + initial password), role 'user'. */
export async function createUserAccount(
  db: DataPort,
  accounts: AccountsPort,
  caller: Caller | null,
  input: unknown,
): Promise<z.output<typeof createUserAccountOutput>> {
  await requireCurrentAdmin(accounts, caller);
  const parsed = parseInput(createUserAccountInput, input);
  const email = parsed.email.trim().toLowerCase();
  const { uid } = await accounts.create(email, parsed.password);
  await ensureUserProfile(db, { uid, email });
  return { uid };
}
