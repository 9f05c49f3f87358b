import { ardoiseShown, refs, type ArdoisePage } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { useDoc } from './use-live';
import { useNow } from './use-now';

/** Today's ardoise while it is shown (Paris time), live: it leaves the page by itself at its time. */
export function useArdoise(): { status: 'loading' | 'ready'; ardoise: ArdoisePage | null } {
  const { siteId } = useSite();
  const now = useNow();
  const page = useDoc(siteId ? refs.page(siteId, 'ardoise') : null);
  if (page.status === 'loading') return { status: 'loading', ardoise: null };
  const ardoise = page.status === 'success' ? (page.data ?? null) : null;
  return { status: 'ready', ardoise: ardoiseShown(ardoise, now) ? ardoise : null };
}
