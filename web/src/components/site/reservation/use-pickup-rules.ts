import { pickupRulesFrom, type PickupRules } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useSite } from '@/components/site/site-context';
import { usePublishedSite } from '@/hooks/use-published';

export type PickupRulesState =
  { status: 'loading' | 'error' } | { status: 'ready'; rules: PickupRules; rulesAt: (now: Date) => PickupRules };

/** The moment, renewed each minute: slots pass while the form is open. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A shop's pick-up rules, live: its week and preparation delay (pages/hours) and its special periods. */
export function usePickupRules(): PickupRulesState {
  const { siteId } = useSite();
  const published = usePublishedSite();
  const now = useClock();
  if (!siteId || published.status === 'error') return { status: 'error' };
  if (published.status !== 'success') return { status: 'loading' };
  const { pages, specialPeriods } = published.data;
  const rulesAt = (at: Date) => pickupRulesFrom(pages.hours ?? null, specialPeriods, at);
  return { status: 'ready', rules: rulesAt(now), rulesAt };
}
