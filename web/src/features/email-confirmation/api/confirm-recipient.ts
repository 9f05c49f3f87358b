import type { Callables, FunctionsPort } from '@comptoir/core';
import { useMutation, type MutationToasts } from '@/hooks/use-mutation';
import { useServices } from '@/lib/services-context';

type Confirmed = Callables['confirmRecipient']['output'];

/** Confirms the merchant address an emailed link names; resolves with it and its shop's name. */
export function confirmRecipient(functions: FunctionsPort, token: string): Promise<Confirmed> {
  return functions.call('confirmRecipient', { token });
}

/** Confirms an address from its link's secret, with the caller's toasts. */
export function useConfirmRecipient(toasts: MutationToasts<[token: string], Confirmed>) {
  const { functions } = useServices();
  return useMutation((token: string) => confirmRecipient(functions, token), toasts);
}
