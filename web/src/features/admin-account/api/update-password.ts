import type { AuthPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The signed-in account's new password, checked against the current one. */
export function updatePassword(auth: AuthPort, currentPassword: string, newPassword: string): Promise<void> {
  return auth.updatePassword(currentPassword, newPassword);
}

/** Changes the account's password, with the caller's toasts. */
export function useUpdatePassword(toasts: MutationToasts<[currentPassword: string, newPassword: string], void>) {
  const { auth } = useServices();
  return useAdminMutation(
    (currentPassword: string, newPassword: string) => updatePassword(auth, currentPassword, newPassword),
    toasts,
  );
}
