import type { Role } from '@comptoir/core';
import { useCallback } from 'react';
import { useServices } from '@/lib/services-context';

/**
 * Through the admin-only role function (custom claim + users/{uid} mirror); the caller's token is
 * refreshed too, the changed account's session follows its mirror (RequireSession).
 */
export function useSetUserRole(): (uid: string, role: Role) => Promise<void> {
  const { functions, auth } = useServices();
  return useCallback(
    async (uid: string, role: Role) => {
      await functions.call('setUserRole', { uid, role });
      await auth.refreshSession();
    },
    [functions, auth],
  );
}
