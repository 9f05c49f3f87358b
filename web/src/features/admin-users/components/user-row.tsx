import { Badge, NativeSelect } from '@chakra-ui/react';
import { roleSchema, type Role } from '@comptoir/core';
import { useState } from 'react';
import { ROLE_LABELS, type AccountEntity } from '@/components/admin/session/accounts';
import { useOwnedSiteNames } from '../api/use-owned-site-names';
import { useSetUserRole } from '../api/set-user-role';
import { ConfirmDialog } from '@/components/admin/ui/confirm-dialog';
import { ListRow, ListRowDetail, ListRowHeading, ListRowMain, ListRowName } from '@/components/admin/ui/list-row';
import { LookupText } from '@/components/admin/ui/lookup-text';

export interface UserRowProps {
  account: AccountEntity;
  isSelf: boolean;
}

/** One account: email, role (changeable) and the sites it owns. */
export function UserRow({ account, isSelf }: UserRowProps) {
  const siteNames = useOwnedSiteNames(account.id);
  const setRole = useSetUserRole({
    success: (_result, _uid, role) => ({
      title: 'Rôle mis à jour',
      description: `${account.email}\u00a0: ${ROLE_LABELS[role]}`,
    }),
    failure: (error) =>
      `Impossible de modifier le rôle\u00a0: ${error instanceof Error ? error.message : String(error)}`,
  });
  const busy = setRole.pending;
  const [confirmAdmin, setConfirmAdmin] = useState(false);
  // The dialog (a state machine and a portal) is made at its first opening, not with every row.
  const [asked, setAsked] = useState(false);
  const choose = (value: string) => {
    const role: Role = roleSchema.catch('user').parse(value);
    if (role === account.role) return;
    // Admin opens every shop at once: said first, done only once confirmed.
    if (role === 'admin') {
      setAsked(true);
      setConfirmAdmin(true);
    } else void change(role);
  };
  const change = (role: Role) => setRole.run(account.id, role);

  return (
    <ListRow rowFrom="md">
      <ListRowMain>
        <ListRowHeading>
          <ListRowName>{account.email}</ListRowName>
          {isSelf && <Badge variant="outline">Vous</Badge>}
        </ListRowHeading>
        <ListRowDetail>
          <LookupText state={siteNames}>
            {(names) => (names.length > 0 ? `Sites\u00a0: ${names.join(', ')}` : 'Aucun site')}
          </LookupText>
        </ListRowDetail>
      </ListRowMain>
      <NativeSelect.Root size="sm" width={{ base: 'full', md: '48' }} disabled={busy || isSelf}>
        <NativeSelect.Field
          aria-label={`Rôle de ${account.email}`}
          value={account.role}
          onChange={(event) => choose(event.currentTarget.value)}
        >
          <option value="user">{ROLE_LABELS.user}</option>
          <option value="admin">{ROLE_LABELS.admin}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {asked && (
        <ConfirmDialog
          open={confirmAdmin}
          onOpenChange={setConfirmAdmin}
          title={'Donner le rôle d’administrateur\u00a0?'}
          message={`${account.email} pourra voir et modifier tous les sites de la plateforme, gérer les domaines et les comptes, et changer les rôles.`}
          confirmLabel="Nommer administrateur"
          onConfirm={() => change('admin')}
        />
      )}
    </ListRow>
  );
}
