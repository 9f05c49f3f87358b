import type { Role } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import type { Services } from '@/lib/services';
import { useServices } from '@/lib/services-context';

/**
 * Through the admin-only role function (custom claim + users/{uid} mirror); the caller's token is
 * refreshed too, the changed account's session follows its mirror (RequireSession).
 */
export async function setUserRole({ functions, auth }: Pick<Services, 'functions' | 'auth'>, uid: string, role: Role) {
  await functions.call('setUserRole', { uid, role });
  await auth.refreshSession();
}

/** Changes an account's role, with the caller's toasts. */
export function useSetUserRole(toasts: MutationToasts<[uid: string, role: Role], void>) {
  const services = useServices();
  return useAdminMutation((uid: string, role: Role) => setUserRole(services, uid, role), toasts);
}
