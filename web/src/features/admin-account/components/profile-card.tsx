import { Code, DataList } from '@chakra-ui/react';
import { ROLE_LABELS } from '@/components/admin/session/accounts';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { AdminSection } from '@/components/admin/ui/admin-section';

/** The account's role and user id. */
export function ProfileCard() {
  const user = useSignedInUser();
  const items = [
    { label: 'Email', value: user.email ?? '—' },
    { label: 'Rôle', value: ROLE_LABELS[user.role] },
    { label: 'Identifiant', value: <Code wordBreak="break-all">{user.uid}</Code> },
  ];
  return (
    <AdminSection title="Profil">
      <DataList.Root orientation="horizontal" gap="3">
        {items.map(({ label, value }) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </AdminSection>
  );
}
