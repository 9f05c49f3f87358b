import { pickupRulesFrom, refs, type PickupRules } from '@comptoir/core';
import { useEffect, useState } from 'react';
import { useDoc } from '@/hooks/use-live';
import { useSpecialPeriods } from '@/hooks/use-special-periods';

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
export function usePickupRules(siteId: string | null): PickupRulesState {
  const hours = useDoc(siteId ? refs.page(siteId, 'hours') : null);
  const periods = useSpecialPeriods(siteId);
  const now = useClock();
  if (!siteId || hours.status === 'error' || periods.status === 'error') return { status: 'error' };
  if (hours.status !== 'success' || periods.status !== 'success') return { status: 'loading' };
  const rulesAt = (at: Date) => pickupRulesFrom(hours.data, periods.data, at);
  return { status: 'ready', rules: rulesAt(now), rulesAt };
}
