import { Box, Button, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { ROLE_LABELS } from '@/components/admin/session/accounts';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { useSignOut } from '@/components/admin/session/use-sign-out';
import { paths } from '@/config/paths';

export function SidebarFooter({ iconOnly }: { iconOnly: boolean }) {
  const user = useSignedInUser();
  const { siteId, site } = useCurrentSite();
  // An owner reads which shop this account runs; administrators run them all.
  const roleText = user.role === 'user' && site ? `${ROLE_LABELS.user} · ${site.name}` : ROLE_LABELS[user.role];
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
  };
  const publicHref = siteId ? `${paths.merchant.home}?site=${encodeURIComponent(siteId)}` : undefined;

  if (iconOnly) {
    return (
      <Stack gap="1" align="center">
        {publicHref && (
          <AdminTooltip content="Voir le site" placement="right">
            <IconButton asChild variant="ghost" size="sm" aria-label="Voir le site (nouvel onglet)">
              <a href={publicHref} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
              </a>
            </IconButton>
          </AdminTooltip>
        )}
        <AdminTooltip content="Se déconnecter" placement="right">
          <IconButton variant="ghost" size="sm" aria-label="Se déconnecter" onClick={onSignOut} loading={busy}>
            <LogOut />
          </IconButton>
        </AdminTooltip>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      {publicHref && (
        <Button asChild variant="outline" size="sm" justifyContent="flex-start">
          <a href={publicHref} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Voir le site
            <VisuallyHidden>{' (nouvel onglet)'}</VisuallyHidden>
          </a>
        </Button>
      )}
      <HStack gap="2" px="1">
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="medium" truncate title={user.email ?? undefined}>
            {user.email}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate title={roleText}>
            {roleText}
          </Text>
        </Box>
        <AdminTooltip content="Se déconnecter">
          <IconButton variant="ghost" size="sm" aria-label="Se déconnecter" onClick={onSignOut} loading={busy}>
            <LogOut />
          </IconButton>
        </AdminTooltip>
      </HStack>
    </Stack>
  );
}
