import { Button, Stack } from '@chakra-ui/react';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { useAccounts } from '@/components/admin/session/use-accounts';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { useManageableSites } from '@/components/admin/session/use-manageable-sites';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { CreateAccountDialog } from './create-account-dialog';
import { UserRow } from './user-row';

const LOAD_ERROR = 'Impossible de charger les utilisateurs. Veuillez réessayer.';

/** /admin/users (administrators): accounts, their role and their sites; new owner accounts. */
export function UsersPage() {
  const user = useSignedInUser();
  const accounts = useAccounts();
  const sites = useManageableSites(user);
  const [creating, setCreating] = useState(false);
  useErrorToast(accounts.error, LOAD_ERROR);
  const sitesOf = (uid: string) => (sites.data ?? []).filter((site) => site.ownerId === uid).map((site) => site.name);

  return (
    <AdminPage
      title="Utilisateurs"
      description="Les comptes qui peuvent se connecter à l'administration."
      actions={
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Nouveau compte
        </Button>
      }
    >
      {accounts.status === 'loading' && <PageLoader text="Chargement des utilisateurs..." fullScreen={false} />}
      {accounts.status === 'error' && <LoadError title={LOAD_ERROR} />}
      {accounts.status === 'success' && accounts.data.length === 0 && (
        <EmptyState title="Aucun utilisateur" icon={Users} />
      )}
      {accounts.status === 'success' && accounts.data.length > 0 && (
        <Stack as="ul" gap="3" listStyle="none">
          {accounts.data.map((account) => (
            <UserRow
              key={account.id}
              account={account}
              siteNames={sitesOf(account.id)}
              isSelf={account.id === user.uid}
            />
          ))}
        </Stack>
      )}
      <CreateAccountDialog open={creating} onOpenChange={setCreating} />
    </AdminPage>
  );
}
