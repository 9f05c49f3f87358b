import type { z } from 'zod';
import type { Role } from '../port/auth-port';
import { FunctionError } from '../port/functions-port';
import type { AccountsPort } from './accounts-port';

/** Who calls an operation, as the functions runtime (or the local functions driver) sees it. */
export interface Caller {
  uid: string;
  role: Role;
  isAnonymous: boolean;
}

export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new FunctionError('unauthenticated', 'Vous devez être connecté.');
  return caller;
}

export const ADMIN_ONLY_MESSAGE = 'Réservé aux administrateurs.';

export function requireAdmin(caller: Caller | null): Caller {
  const signedIn = requireCaller(caller);
  if (signedIn.role !== 'admin') throw new FunctionError('permission-denied', ADMIN_ONLY_MESSAGE);
  return signedIn;
}

/**
 * An administrator now, for the admin callables: an ID token's claim outlives a demotion (up to an
 * hour), so the account's current role is read again.
 */
export async function requireCurrentAdmin(
  accounts: Pick<AccountsPort, 'find'>,
  caller: Caller | null,
): Promise<Caller> {
  const admin = requireAdmin(caller);
  if ((await accounts.find(admin.uid))?.role !== 'admin')
    throw new FunctionError('permission-denied', ADMIN_ONLY_MESSAGE);
  return admin;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FunctionError(
      'invalid-argument',
      issue ? `${issue.path.join('.')}\u00a0: ${issue.message}` : 'Données invalides.',
    );
  }
  return result.data;
}
