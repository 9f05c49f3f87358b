import type { AuthPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Emails the account of that address, if there is one, a link to choose a new password. */
export function sendPasswordReset(auth: AuthPort, email: string): Promise<void> {
  return auth.sendPasswordReset(email);
}

/** Asks for a password reset link, with the caller's toasts. */
export function useSendPasswordReset(toasts: MutationToasts<[email: string], void>) {
  const { auth } = useServices();
  return useAdminMutation((email: string) => sendPasswordReset(auth, email), toasts);
}
