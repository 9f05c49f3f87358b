import type { LoginFormValues } from '@comptoir/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { screenPaths } from '@/config/admin-screens';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Signs in, says so and opens the dashboard; failures keep the form as typed. */
export function useSignIn(): (values: LoginFormValues) => Promise<void> {
  const { auth } = useServices();
  const navigate = useNavigate();
  // The auth port's error already says what went wrong in French (wrong password, too many tries…).
  const { run } = useAdminMutation(({ email, password }: LoginFormValues) => auth.signIn(email, password), {
    success: { title: 'Connexion réussie', description: 'Vous êtes maintenant connecté' },
    failure: (error) => ({
      title: 'Échec de l’authentification',
      description: error instanceof Error ? error.message : String(error),
    }),
  });
  return useCallback(
    async (values: LoginFormValues) => {
      if ((await run(values)).ok) await navigate(screenPaths.dashboard, { replace: true });
    },
    [run, navigate],
  );
}
