import type { PlanFeature } from '@comptoir/core';
import {
  adminAddress,
  ADMIN_SCREENS,
  NAV_GROUP_LABELS,
  screenPaths,
  type AdminScreen,
  type AdminScreenName,
  type NavBadge,
} from '@/config/admin-screens';

export type { NavBadge };

export interface NavItem {
  label: string;
  to: string;
  icon: AdminScreen['icon'];
  /** Other paths that show the same screen. */
  alsoAt: readonly string[];
  adminOnly: boolean;
  /** Shown only on a site whose plan includes it. */
  feature?: PlanFeature;
  badge?: NavBadge;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

const items = (Object.entries(ADMIN_SCREENS) as [AdminScreenName, AdminScreen][]).map(([name, screen]) => ({
  group: screen.group,
  item: {
    label: screen.label,
    to: screenPaths[name],
    icon: screen.icon,
    alsoAt: (screen.alsoAt ?? []).map(adminAddress),
    adminOnly: screen.role === 'admin',
    feature: screen.feature,
    badge: screen.badge,
  } satisfies NavItem,
}));

/** The sidebar's groups and their entries, from the screen table (in its order). */
export const NAV_GROUPS: readonly NavGroup[] = NAV_GROUP_LABELS.map((label) => ({
  label,
  items: items.filter(({ group }) => group === label).map(({ item }) => item),
}));

/** The plan feature each inbox's screen needs, if any (its count is not shown without it). */
export const BADGE_FEATURES: Partial<Record<NavBadge, PlanFeature>> = Object.fromEntries(
  items.flatMap(({ item }) => (item.badge && item.feature ? [[item.badge, item.feature]] : [])),
);

export function isActive(item: NavItem, pathname: string): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  return current === item.to || item.alsoAt.includes(current);
}
