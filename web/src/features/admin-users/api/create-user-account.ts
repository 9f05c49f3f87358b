import type { Callables, FunctionsPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

type Input = Callables['createUserAccount']['input'];

/** An account for a shop owner, created by the admin-only callable (role 'user'); resolves with its uid. */
export async function createUserAccount(functions: FunctionsPort, input: Input): Promise<string> {
  return (await functions.call('createUserAccount', input)).uid;
}

/** Creates a shop owner's account, with the caller's toasts. */
export function useCreateUserAccount(toasts: MutationToasts<[input: Input], string>) {
  const { functions } = useServices();
  return useAdminMutation((input: Input) => createUserAccount(functions, input), toasts);
}
