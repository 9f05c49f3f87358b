import { mapStream, type SessionUser } from '@comptoir/core';
import { createContext, useContext } from 'react';
import { useAdminLive } from '@/components/admin/data/use-admin-live';
import { useServices } from '@/lib/services-context';

export type SessionState = { status: 'loading'; user?: undefined } | { status: 'ready'; user: SessionUser | null };

/** The signed-in back-office account, live; anonymous visitors (public pages) count as signed out. */
export function useSession(): SessionState {
  const { auth } = useServices();
  const state = useAdminLive(['auth', 'session'], () =>
    mapStream(auth.watchSession(), (user) => (user && !user.isAnonymous ? user : null)),
  );
  if (state.status === 'loading') return { status: 'loading' };
  return { status: 'ready', user: state.status === 'success' ? state.data : null };
}

/**
 * The account `RequireSession` let in: its screens read the very user it rendered with, never a
 * session their own read already saw end (a sign-out answered to one reader before the guard).
 */
export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The session of a screen inside the guarded shell, where an account is always signed in. */
export function useSignedInUser(): SessionUser {
  const guarded = useContext(SignedInUserContext);
  const session = useSession();
  const user = guarded ?? session.user;
  if (!user) throw new Error('useSignedInUser must be used inside <RequireSession>');
  return user;
}
