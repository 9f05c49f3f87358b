import { mapStream, type SessionUser } from '@comptoir/core';
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

/** The session of a screen inside the guarded shell, where an account is always signed in. */
export function useSignedInUser(): SessionUser {
  const session = useSession();
  if (!session.user) throw new Error('useSignedInUser must be used inside <RequireSession>');
  return session.user;
}
