import { refs } from '@comptoir/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SignedInUserContext, useSession } from '@/components/admin/session/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { useRoleSync } from '../hooks/use-role-sync';

/**
 * Every /admin screen but login: spinner while the account loads. Its profile (users/{uid}, whose
 * role may be newer than the session's) is followed beside the screen, not before it: read once, by
 * the listener, it refreshes the session if the roles differ.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.user ?? null;
  const profile = useAdminDoc(user ? refs.user(user.uid) : null, { listenerOnly: true });
  useRoleSync(user, profile.status === 'success' ? (profile.data?.role ?? null) : null);

  if (session.status === 'loading') return <PageLoader />;
  if (!user) return <Navigate to={paths.admin.login} replace />;
  return <SignedInUserContext.Provider value={user}>{children}</SignedInUserContext.Provider>;
}
