import { Stack } from '@chakra-ui/react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileCard } from './profile-card';

/** /admin/account: profile, change email, change password. */
export function AccountPage() {
  return (
    <AdminPage title="Mon compte">
      <Stack gap="5">
        <ProfileCard />
        <ChangeEmailForm />
        <ChangePasswordForm />
      </Stack>
    </AdminPage>
  );
}
