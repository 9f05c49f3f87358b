import { Button } from '@chakra-ui/react';
import { refs } from '@comptoir/core';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { PagedItems } from '@/components/admin/lists/paged-items';
import { usePagedCollection } from '@/components/admin/lists/use-paged-collection';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { EmptyState } from '@/components/site/empty-state';
import { CreateAccountDialog } from './create-account-dialog';
import { UserRow } from './user-row';

const TEXTS = {
  loading: 'Chargement des utilisateurs…',
  loadError: 'Impossible de charger les utilisateurs. Veuillez réessayer.',
};
const BY_EMAIL = { orderBy: [['email', 'asc']] } as const;

/** /admin/users (administrators): accounts by email, page by page, their role and their sites; new owner accounts. */
export function UsersPage() {
  const user = useSignedInUser();
  const accounts = usePagedCollection(refs.users(), BY_EMAIL);
  const [creating, setCreating] = useState(false);

  return (
    <AdminPage
      title="Utilisateurs"
      description="Les comptes qui peuvent se connecter à l’administration."
      actions={
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Nouveau compte
        </Button>
      }
    >
      <PagedItems list={accounts} texts={TEXTS} empty={<EmptyState title="Aucun utilisateur" icon={Users} />}>
        {(account) => <UserRow key={account.id} account={account} isSelf={account.id === user.uid} />}
      </PagedItems>
      <CreateAccountDialog open={creating} onOpenChange={setCreating} />
    </AdminPage>
  );
}
