import { refs } from '@comptoir/core';
import { useAdminCount } from '@/components/admin/data/use-admin-live';
import type { PlanAllows } from '@/components/admin/session/use-plan-allows';
import { BADGE_FEATURES, type NavBadge } from '../nav-items';

const UNVIEWED = [['isViewed', '==', false]] as const;

const COLLECTIONS = {
  quotes: 'quoteRequests',
  messages: 'contactMessages',
  reservations: 'reservations',
  orders: 'orders',
} as const satisfies Record<NavBadge, string>;

/** One inbox's unviewed leads, live (0 while counting, and without a site). */
export function useUnviewedCount(siteId: string | null, badge: NavBadge): number {
  return useAdminCount(siteId ? refs.collection(siteId, COLLECTIONS[badge]) : null, UNVIEWED).data ?? 0;
}

/**
 * Unviewed orders, reservations, quote requests and unread messages of the current site, live, counted
 * without reading them all (the old product polled every 30 s; listeners update at once); an inbox
 * outside the site's plan counts none.
 */
export function useUnviewedCounts(siteId: string | null, allows: PlanAllows): Record<NavBadge, number> {
  const open = (badge: NavBadge) => (allows(BADGE_FEATURES[badge]) ? siteId : null);
  return {
    quotes: useUnviewedCount(open('quotes'), 'quotes'),
    messages: useUnviewedCount(open('messages'), 'messages'),
    reservations: useUnviewedCount(open('reservations'), 'reservations'),
    orders: useUnviewedCount(open('orders'), 'orders'),
  };
}
