import { ardoiseShown, refs, type ArdoisePage } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { useDoc } from './use-live';
import { useNow } from './use-now';
import { useSpecialPeriods } from './use-special-periods';

/**
 * Today's ardoise while it is shown (Paris time), live: it leaves the page by itself at its time,
 * and shows nowhere while the shop is away on holiday.
 */
export function useArdoise(): { status: 'loading' | 'ready'; ardoise: ArdoisePage | null } {
  const { siteId } = useSite();
  const now = useNow();
  const page = useDoc(siteId ? refs.page(siteId, 'ardoise') : null);
  const periods = useSpecialPeriods(siteId).data ?? [];
  if (page.status === 'loading') return { status: 'loading', ardoise: null };
  const ardoise = page.status === 'success' ? (page.data ?? null) : null;
  return { status: 'ready', ardoise: ardoiseShown(ardoise, now, periods) ? ardoise : null };
}
