import { Store } from 'lucide-react';
import { Navigate } from 'react-router';
import { CenteredCard } from '@/components/layout/centered-card';
import { PageLoader } from '@/components/layout/page-loader';
import { useSession } from '@/components/admin/session/use-session';
import { screenPaths } from '@/config/admin-screens';
import { usePageMeta } from '@/hooks/use-page-meta';
import { LoginForm } from './login-form';

/** /admin/login: an account already signed in goes straight to the dashboard. */
export function LoginPage() {
  usePageMeta('Connexion — Administration');
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.user) return <Navigate to={screenPaths.dashboard} replace />;

  return (
    <CenteredCard icon={<Store />} title="Administration" subtitle="Connectez-vous pour gérer votre site.">
      <LoginForm />
    </CenteredCard>
  );
}
