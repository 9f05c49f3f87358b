import { ardoiseShown, type ArdoisePage } from '@comptoir/core';
import { useNow } from './use-now';
import { usePublishedSite } from './use-published';

/**
 * Today's ardoise while it is shown (Paris time), live: it leaves the page by itself at its time,
 * and shows nowhere while the shop is away on holiday.
 */
export function useArdoise(): { status: 'loading' | 'ready'; ardoise: ArdoisePage | null } {
  const now = useNow();
  const published = usePublishedSite();
  if (published.status === 'loading') return { status: 'loading', ardoise: null };
  const ardoise = published.data?.pages.ardoise ?? null;
  const periods = published.data?.specialPeriods ?? [];
  return { status: 'ready', ardoise: ardoiseShown(ardoise, now, periods) ? ardoise : null };
}
