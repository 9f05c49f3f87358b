import { IconButton, Kbd, type SystemStyleObject } from '@chakra-ui/react';
import { Menu, PanelLeft } from 'lucide-react';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useStaticClass } from '@/components/ui/use-static-class';
import { useSidebar } from '../hooks/sidebar-context';
import { UnviewedLeadsLink } from './unviewed-leads-link';

const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const barStyles = {
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  h: '14',
  px: { base: '3', md: '4' },
  gap: '2',
  borderBottomWidth: '1px',
  bg: 'bg/90',
  backdropFilter: 'blur(8px)',
  '& > p': {
    m: '0',
    fontSize: 'sm',
    color: 'fg.muted',
    truncate: true,
  },
} satisfies SystemStyleObject;

/** The bar above every screen: sidebar toggle (drawer on phones) and the current site's name. */
export function AdminTopbar() {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  const { site, siteId } = useCurrentSite();
  const barClass = useStaticClass(barStyles);
  const label = isMobile ? 'Ouvrir le menu' : open ? 'Réduire la barre latérale' : 'Déplier la barre latérale';
  return (
    <header className={barClass}>
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
      <p>{site?.name ?? 'Administration'}</p>
      {isMobile && <UnviewedLeadsLink siteId={siteId} />}
    </header>
  );
}
