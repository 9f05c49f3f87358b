import {
  CALLABLE_SCHEMAS,
  FunctionError,
  SANDBOX_ACCOUNTS,
  parseInput,
  requireAdmin,
  sandboxPasswordHash,
  serverTimestamp,
  toggleEventParticipation,
  type CallableName,
  type Callables,
  type Caller,
  type FunctionsPort,
  type LocalStore,
} from '@comptoir/core';
import { accountPath } from './local-auth';

type Handler<N extends CallableName> = (caller: Caller | null, input: unknown) => Promise<Callables[N]['output']>;
type Handlers = { [N in CallableName]: Handler<N> };

/**
 * The sandbox's "Cloud Functions": the same core operations, run in the browser for the
 * signed-in sandbox account. Auth-only steps (accounts, claims) act on the local accounts.
 */
export function createLocalFunctions(store: LocalStore, currentCaller: () => Promise<Caller | null>): FunctionsPort {
  const handlers: Handlers = {
    toggleEventParticipation: (caller, input) => toggleEventParticipation(store, caller, input),

    sendTestEmail: () =>
      Promise.reject(new FunctionError('unavailable', "L'envoi d'email de test n'est pas encore disponible.")),

    setUserRole: async (caller, input) => {
      const admin = requireAdmin(caller);
      const { uid, role } = parseInput(CALLABLE_SCHEMAS.setUserRole.input, input);
      if (uid === admin.uid && role !== 'admin') {
        throw new FunctionError(
          'failed-precondition',
          "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
        );
      }
      if (!(await store.get(accountPath(uid)))) throw new FunctionError('not-found', 'Compte introuvable.');
      await store.batch([
        { kind: 'update', path: accountPath(uid), patch: { role } },
        { kind: 'set', path: `users/${uid}`, data: { role }, options: { merge: true } },
      ]);
      return { uid, role };
    },

    createUserAccount: async (caller, input) => {
      requireAdmin(caller);
      const parsed = parseInput(CALLABLE_SCHEMAS.createUserAccount.input, input);
      const email = parsed.email.trim().toLowerCase();
      const taken = await store.query(SANDBOX_ACCOUNTS, { where: [['email', '==', email]] });
      if (taken.length > 0) throw new FunctionError('already-exists', 'Un compte existe déjà avec cet email.');
      const uid = store.newId();
      await store.batch([
        {
          kind: 'set',
          path: accountPath(uid),
          data: { email, passwordHash: await sandboxPasswordHash(parsed.password), role: 'user' },
        },
        { kind: 'set', path: `users/${uid}`, data: { email, role: 'user', createdAt: serverTimestamp() } },
      ]);
      return { uid };
    },
  };

  return {
    async call<N extends CallableName>(name: N, input: Callables[N]['input']): Promise<Callables[N]['output']> {
      const handler = handlers[name] as Handler<N>;
      const output = await handler(await currentCaller(), input);
      return CALLABLE_SCHEMAS[name].output.parse(output) as Callables[N]['output'];
    },
  };
}
