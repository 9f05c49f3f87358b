import type { Callables, FunctionsPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

type Sent = Callables['sendRecipientConfirmation']['output'];

/** Sends a merchant address its confirmation link; says whether it was confirmed already. */
export function sendRecipientConfirmation(functions: FunctionsPort, siteId: string, email: string): Promise<Sent> {
  return functions.call('sendRecipientConfirmation', { siteId, email });
}

/** Sends an address its confirmation link, with the caller's toasts. */
export function useSendRecipientConfirmation(siteId: string, toasts: MutationToasts<[email: string], Sent>) {
  const { functions } = useServices();
  return useAdminMutation((email: string) => sendRecipientConfirmation(functions, siteId, email), toasts);
}
