import { refs } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';
import type { NavBadge } from '../nav-items';

const UNVIEWED = { where: [['isViewed', '==', false]] } as const;

/**
 * Unviewed reservations, quote requests and unread messages of the current site, live (the old
 * product polled every 30 s; listeners update at once).
 */
export function useUnviewedCounts(siteId: string | null): Record<NavBadge, number> {
  const quotes = useCollection(siteId ? refs.collection(siteId, 'quoteRequests') : null, UNVIEWED);
  const messages = useCollection(siteId ? refs.collection(siteId, 'contactMessages') : null, UNVIEWED);
  const reservations = useCollection(siteId ? refs.collection(siteId, 'reservations') : null, UNVIEWED);
  return {
    quotes: quotes.data?.length ?? 0,
    messages: messages.data?.length ?? 0,
    reservations: reservations.data?.length ?? 0,
  };
}
