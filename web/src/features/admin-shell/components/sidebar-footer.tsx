import { Button, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { ROLE_LABELS } from '@/components/admin/session/accounts';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { useSignOut } from '@/components/admin/session/use-sign-out';
import { paths } from '@/config/paths';
import {
  SidebarAccount,
  SidebarAccountEmail,
  SidebarAccountRole,
  SidebarAccountText,
  SidebarFooterPart,
} from './sidebar-parts';

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
      <SidebarFooterPart>
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
      </SidebarFooterPart>
    );
  }
  return (
    <SidebarFooterPart>
      {publicHref && (
        <Button asChild variant="outline" size="sm" justifyContent="flex-start">
          <a href={publicHref} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Voir le site
            <VisuallyHidden>{' (nouvel onglet)'}</VisuallyHidden>
          </a>
        </Button>
      )}
      <SidebarAccount>
        <SidebarAccountText>
          <SidebarAccountEmail title={user.email ?? undefined}>{user.email}</SidebarAccountEmail>
          <SidebarAccountRole title={roleText}>{roleText}</SidebarAccountRole>
        </SidebarAccountText>
        <AdminTooltip content="Se déconnecter">
          <IconButton variant="ghost" size="sm" aria-label="Se déconnecter" onClick={onSignOut} loading={busy}>
            <LogOut />
          </IconButton>
        </AdminTooltip>
      </SidebarAccount>
    </SidebarFooterPart>
  );
}
