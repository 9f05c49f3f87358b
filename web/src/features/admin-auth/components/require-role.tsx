import type { Role } from '@comptoir/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { screenPaths } from '@/config/admin-screens';

/** The role-guard variant: any other role goes to the dashboard. */
export function RequireRole({ requiredRole, children }: { requiredRole: Role; children: ReactNode }) {
  const user = useSignedInUser();
  if (user.role !== requiredRole) return <Navigate to={screenPaths.dashboard} replace />;
  return children;
}
