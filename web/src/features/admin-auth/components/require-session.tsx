import { refs } from '@comptoir/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/components/admin/session/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useDoc } from '@/hooks/use-live';
import { useRoleSync } from '../hooks/use-role-sync';

/** Every /admin screen but login: spinner while the account or its profile loads. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const user = session.user ?? null;
  const profile = useDoc(user ? refs.user(user.uid) : null);
  useRoleSync(user, profile.status === 'success' ? (profile.data?.role ?? null) : null);

  if (session.status === 'loading') return <PageLoader />;
  if (!user) return <Navigate to={paths.admin.login} replace />;
  if (profile.status === 'loading') return <PageLoader />;
  return children;
}
