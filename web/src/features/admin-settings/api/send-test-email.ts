import type { FunctionsPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The test email goes to the stored merchant addresses; resolves with how many received it. */
export async function sendTestEmail(functions: FunctionsPort, siteId: string): Promise<number> {
  return (await functions.call('sendTestEmail', { siteId })).recipients;
}

/**
 * Sends the test email once `saveFirst` resolves true (the stored addresses are the form's), with
 * the caller's toasts; resolves null, sending nothing, when it resolves false.
 */
export function useSendTestEmail(
  siteId: string,
  saveFirst: () => Promise<boolean>,
  toasts: MutationToasts<[], number | null>,
) {
  const { functions } = useServices();
  return useAdminMutation(async () => ((await saveFirst()) ? sendTestEmail(functions, siteId) : null), toasts);
}
