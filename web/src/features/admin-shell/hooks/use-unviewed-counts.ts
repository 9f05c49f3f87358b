import { refs } from '@comptoir/core';
import { useCount } from '@/hooks/use-live';
import type { NavBadge } from '../nav-items';

const UNVIEWED = [['isViewed', '==', false]] as const;

/**
 * Unviewed reservations, quote requests and unread messages of the current site, live, counted
 * without reading them all (the old product polled every 30 s; listeners update at once).
 */
export function useUnviewedCounts(siteId: string | null): Record<NavBadge, number> {
  const quotes = useCount(siteId ? refs.collection(siteId, 'quoteRequests') : null, UNVIEWED);
  const messages = useCount(siteId ? refs.collection(siteId, 'contactMessages') : null, UNVIEWED);
  const reservations = useCount(siteId ? refs.collection(siteId, 'reservations') : null, UNVIEWED);
  return { quotes: quotes.data ?? 0, messages: messages.data ?? 0, reservations: reservations.data ?? 0 };
}
