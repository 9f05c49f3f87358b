import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';
import { forgetOwnVisits } from '@/lib/audience/own-visits';
import { currentSiteStore } from './current-site-store';

/** Signs out, forgets the current site and returns to the login page. */
export function useSignOut(): () => Promise<void> {
  const { auth } = useServices();
  const navigate = useNavigate();
  const { run } = useAdminMutation(() => auth.signOut(), {
    success: 'Déconnexion réussie',
    failure: 'Échec de la déconnexion',
  });
  return useCallback(async () => {
    if (!(await run()).ok) return;
    currentSiteStore.clear();
    forgetOwnVisits();
    await navigate(paths.admin.login, { replace: true });
  }, [run, navigate]);
}
