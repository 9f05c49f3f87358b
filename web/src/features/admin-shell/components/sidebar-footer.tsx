import { Button, IconButton, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { useStaticClass } from '@/components/ui/use-static-class';
import { ROLE_LABELS } from '@/components/admin/session/accounts';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { useSignOut } from '@/components/admin/session/use-sign-out';
import { paths } from '@/config/paths';

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const footerStyles = { display: 'flex', flexDirection: 'column', gap: '2' } satisfies SystemStyleObject;
const iconOnlyFooterStyles = { ...footerStyles, gap: '1', alignItems: 'center' } satisfies SystemStyleObject;
const accountStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '1',
  '& > div': { flex: '1', minW: '0' },
  '& p': { m: '0', truncate: true },
  '& p:first-of-type': { fontSize: 'sm', fontWeight: 'medium' },
  '& p + p': { fontSize: 'xs', color: 'fg.muted' },
} satisfies SystemStyleObject;

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
  const footerClass = useStaticClass(iconOnly ? iconOnlyFooterStyles : footerStyles);
  const accountClass = useStaticClass(accountStyles);
  const publicHref = siteId ? `${paths.merchant.home}?site=${encodeURIComponent(siteId)}` : undefined;

  if (iconOnly) {
    return (
      <div className={footerClass}>
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
      </div>
    );
  }
  return (
    <div className={footerClass}>
      {publicHref && (
        <Button asChild variant="outline" size="sm" justifyContent="flex-start">
          <a href={publicHref} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Voir le site
            <VisuallyHidden>{' (nouvel onglet)'}</VisuallyHidden>
          </a>
        </Button>
      )}
      <div className={accountClass}>
        <div>
          <p title={user.email ?? undefined}>{user.email}</p>
          <p title={roleText}>{roleText}</p>
        </div>
        <AdminTooltip content="Se déconnecter">
          <IconButton variant="ghost" size="sm" aria-label="Se déconnecter" onClick={onSignOut} loading={busy}>
            <LogOut />
          </IconButton>
        </AdminTooltip>
      </div>
    </div>
  );
}
