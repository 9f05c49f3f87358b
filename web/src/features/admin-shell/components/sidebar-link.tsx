import { Badge, Float, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { AdminTooltip } from '@/components/admin/ui/admin-tooltip';
import { useStaticClass } from '@/components/ui/use-static-class';
import { useUnviewedCount } from '../hooks/use-unviewed-counts';
import { isActive, type NavBadge, type NavItem } from '../nav-items';

export interface SidebarLinkProps {
  item: NavItem;
  iconOnly: boolean;
  onNavigate?: () => void;
}

/** 'nouveau(x)', or 'nouvelle(s)' for the reservations. */
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
  const feminine = inbox === 'reservations';
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

// Drawn before every screen: plain elements with classes resolved once (useStaticClass).
const linkStyles = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  h: '9',
  px: '2.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  focusRing: 'outside',
  '& > svg': { boxSize: '4', flexShrink: 0 },
} satisfies SystemStyleObject;
const iconOnlyLinkStyles = { ...linkStyles, px: '0', justifyContent: 'center' } satisfies SystemStyleObject;
const labelStyles = {
  flex: '1',
  minW: '0',
  truncate: true,
} satisfies SystemStyleObject;

export function SidebarLink({ item, iconOnly, onNavigate }: SidebarLinkProps) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const linkClass = useStaticClass(iconOnly ? iconOnlyLinkStyles : linkStyles);
  const labelClass = useStaticClass(labelStyles);
  return (
    <li>
      <AdminTooltip content={item.label} placement="right" disabled={!iconOnly}>
        <RouterLink to={item.to} className={linkClass} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          <item.icon aria-hidden="true" />
          {iconOnly ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span className={labelClass}>{item.label}</span>}
          {item.badge && <CountBadge badge={item.badge} iconOnly={iconOnly} />}
        </RouterLink>
      </AdminTooltip>
    </li>
  );
}
