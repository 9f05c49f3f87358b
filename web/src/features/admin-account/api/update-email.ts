import type { AuthPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The signed-in account's new address (a confirmation email goes to it). */
export function updateEmail(auth: AuthPort, email: string): Promise<void> {
  return auth.updateEmail(email);
}

/** Changes the account's address, with the caller's toasts. */
export function useUpdateEmail(toasts: MutationToasts<[email: string], void>) {
  const { auth } = useServices();
  return useAdminMutation((email: string) => updateEmail(auth, email), toasts);
}
