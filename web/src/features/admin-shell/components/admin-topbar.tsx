import { IconButton, Kbd } from '@chakra-ui/react';
import { Menu, PanelLeft } from 'lucide-react';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSidebar } from '../hooks/sidebar-context';
import { ShellTitle, ShellTopbar } from './shell-parts';
import { UnviewedLeadsLink } from './unviewed-leads-link';

const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';

/** The bar above every screen: sidebar toggle (drawer on phones) and the current site's name. */
export function AdminTopbar() {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  const { site, siteId } = useCurrentSite();
  const label = isMobile ? 'Ouvrir le menu' : open ? 'Réduire la barre latérale' : 'Déplier la barre latérale';
  return (
    <ShellTopbar>
      <AdminTooltip
        content={
          <>
            {label} <Kbd size="sm">{SHORTCUT}</Kbd>
          </>
        }
        placement="bottom"
      >
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          aria-expanded={isMobile ? openMobile : open}
          aria-keyshortcuts="Control+B Meta+B"
          onClick={toggle}
        >
          {isMobile ? <Menu /> : <PanelLeft />}
        </IconButton>
      </AdminTooltip>
      <ShellTitle>{site?.name ?? 'Administration'}</ShellTitle>
      {isMobile && <UnviewedLeadsLink siteId={siteId} />}
    </ShellTopbar>
  );
}
