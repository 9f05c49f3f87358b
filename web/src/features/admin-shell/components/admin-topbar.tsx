import { HStack, IconButton, Kbd, Text } from '@chakra-ui/react';
import { Menu, PanelLeft } from 'lucide-react';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { useSidebar } from '../hooks/sidebar-context';
import { UnviewedLeadsLink } from './unviewed-leads-link';

const SHORTCUT = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B';

/** The bar above every screen: sidebar toggle (drawer on phones) and the current site's name. */
export function AdminTopbar() {
  const { open, openMobile, isMobile, toggle } = useSidebar();
  const { site, siteId } = useCurrentSite();
  const label = isMobile ? 'Ouvrir le menu' : open ? 'Réduire la barre latérale' : 'Déplier la barre latérale';
  return (
    <HStack
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="14"
      px={{ base: '3', md: '4' }}
      gap="2"
      borderBottomWidth="1px"
      bg="bg/90"
      backdropFilter="blur(8px)"
    >
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
      <Text fontSize="sm" color="fg.muted" truncate>
        {site?.name ?? 'Administration'}
      </Text>
      {isMobile && <UnviewedLeadsLink siteId={siteId} />}
    </HStack>
  );
}
