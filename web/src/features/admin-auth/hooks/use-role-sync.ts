import type { Role, SessionUser } from '@comptoir/core';
import { useEffect } from 'react';
import { useServices } from '@/lib/services-context';

const RETRIES = 4;

/**
 * The users/{uid} mirror changes first, the role claim just after (setUserRole): when they differ,
 * refresh the token a few times, backing off, so a changed account picks up its role without
 * signing out.
 */
export function useRoleSync(user: SessionUser | null, profileRole: Role | null): void {
  const { auth } = useServices();
  const uid = user?.uid;
  const sessionRole = user?.role;
  useEffect(() => {
    if (!uid || !profileRole || profileRole === sessionRole) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      auth.refreshSession().catch((error: unknown) => console.error(error));
      attempt += 1;
      if (attempt < RETRIES) timer = setTimeout(refresh, 1000 * 2 ** attempt);
    };
    refresh();
    return () => clearTimeout(timer);
  }, [auth, uid, sessionRole, profileRole]);
}
