import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { useServices } from '@/lib/services-context';
import { currentSiteStore } from './current-site-store';

/** Signs out, forgets the current site and returns to the login page. */
export function useSignOut(): () => Promise<void> {
  const { auth } = useServices();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await auth.signOut();
    } catch (error) {
      console.error(error);
      notify.error('Échec de la déconnexion');
      return;
    }
    currentSiteStore.clear();
    notify.success('Déconnexion réussie');
    await navigate(paths.admin.login, { replace: true });
  }, [auth, navigate]);
}
