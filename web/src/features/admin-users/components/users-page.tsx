import { Button } from '@chakra-ui/react';
import { refs } from '@comptoir/core';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { PagedItems } from '@/components/admin/lists/paged-items';
import { ListSearch, type ListSearchTexts } from '@/components/admin/search/list-search';
import { useSearchedList } from '@/components/admin/search/use-searched-list';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { EmptyState } from '@/components/site/empty-state';
import { CreateAccountDialog } from './create-account-dialog';
import { UserRow } from './user-row';

const TEXTS = {
  loading: 'Chargement des utilisateurs…',
  loadError: 'Impossible de charger les utilisateurs. Veuillez réessayer.',
};
const BY_EMAIL = [['email', 'asc']] as const;
const SEARCH_TEXTS: ListSearchTexts = {
  label: 'Rechercher un compte',
  helper: 'Le début de son adresse email.',
  placeholder: 'nom@exemple.fr',
  noun: ['compte', 'comptes'],
  order: ', classés par adresse',
  none: (searched) => `Aucun compte ne commence par «\u00a0${searched}\u00a0».`,
};

/**
 * /admin/users (administrators): accounts by email, page by page, or those a search finds, with
 * their number, role and sites; new owner accounts.
 */
export function UsersPage() {
  const user = useSignedInUser();
  const [typed, setTyped] = useState('');
  const accounts = useSearchedList(refs.users(), typed, BY_EMAIL);
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
      <ListSearch value={typed} onChange={setTyped} result={accounts} texts={SEARCH_TEXTS} />
      <PagedItems
        list={accounts.list}
        texts={TEXTS}
        empty={accounts.searched === null ? <EmptyState title="Aucun utilisateur" icon={Users} /> : null}
      >
        {(account) => <UserRow key={account.id} account={account} isSelf={account.id === user.uid} />}
      </PagedItems>
      <CreateAccountDialog open={creating} onOpenChange={setCreating} />
    </AdminPage>
  );
}
