import type { LoginFormValues } from '@comptoir/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/components/ui/notify';
import { paths } from '@/config/paths';
import { useServices } from '@/lib/services-context';

/** Signs in, says so and opens the dashboard; failures keep the form as typed. */
export function useSignIn(): (values: LoginFormValues) => Promise<void> {
  const { auth } = useServices();
  const navigate = useNavigate();
  return useCallback(
    async ({ email, password }: LoginFormValues) => {
      try {
        await auth.signIn(email, password);
      } catch (error) {
        notify.error(error instanceof Error ? error.message : String(error), "Échec de l'authentification");
        return;
      }
      notify.success('Connexion réussie', 'Vous êtes maintenant connecté');
      await navigate(paths.admin.dashboard, { replace: true });
    },
    [auth, navigate],
  );
}
