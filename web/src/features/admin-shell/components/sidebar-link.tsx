import { Badge, Float, VisuallyHidden } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { useUnviewedCount } from '../hooks/use-unviewed-counts';
import { isActive, type NavBadge, type NavItem } from '../nav-items';
import { SidebarLinkIcon, SidebarLinkLabel, SidebarLinkPart } from './sidebar-parts';

export interface SidebarLinkProps {
  item: NavItem;
  iconOnly: boolean;
  onNavigate?: () => void;
}

/** 'nouveau(x)', or 'nouvelle(s)' for the reservations and orders. */
const newWord = (count: number, feminine: boolean) =>
  (feminine ? 'nouvelle' : 'nouveau') + (count > 1 ? (feminine ? 's' : 'x') : '');

/**
 * An inbox's unviewed leads beside its link. It reads its own count: a count that changes redraws
 * this badge, not the whole sidebar.
 */
function CountBadge({ badge: inbox, iconOnly }: { badge: NavBadge; iconOnly: boolean }) {
  const { siteId } = useCurrentSite();
  const count = useUnviewedCount(siteId, inbox);
  if (count === 0) return null;
  const feminine = inbox === 'reservations' || inbox === 'orders';
  const badge = (
    <Badge
      colorPalette="red"
      variant="solid"
      size={iconOnly ? 'xs' : 'sm'}
      borderRadius="full"
      minW={iconOnly ? '4' : '5'}
      px={iconOnly ? '1' : undefined}
      justifyContent="center"
    >
      {count > 99 ? '99+' : count} <VisuallyHidden>{newWord(count, feminine)}</VisuallyHidden>
    </Badge>
  );
  // The space keeps the label and the count apart in the link's accessible name.
  return (
    <>
      {' '}
      {iconOnly ? (
        <Float placement="top-end" offset="2.5">
          {badge}
        </Float>
      ) : (
        badge
      )}
    </>
  );
}

export function SidebarLink({ item, iconOnly, onNavigate }: SidebarLinkProps) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  return (
    <li>
      <AdminTooltip content={item.label} placement="right" disabled={!iconOnly}>
        <SidebarLinkPart to={item.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <SidebarLinkIcon asChild>
            <item.icon aria-hidden="true" />
          </SidebarLinkIcon>
          {iconOnly ? <VisuallyHidden>{item.label}</VisuallyHidden> : <SidebarLinkLabel>{item.label}</SidebarLinkLabel>}
          {item.badge && <CountBadge badge={item.badge} iconOnly={iconOnly} />}
        </SidebarLinkPart>
      </AdminTooltip>
    </li>
  );
}
