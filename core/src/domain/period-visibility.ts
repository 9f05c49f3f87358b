import { addMonths } from './calendar';
import { CONTACT_PERIOD_WINDOW_MONTHS, SPECIAL_PERIOD_WINDOW_MONTHS, periodEnd } from './hours';
import type { SpecialPeriod } from '../model/hours';

// Back office only: kept out of hours.ts, which the public pages load first.

export interface PeriodVisibility {
  /** Over: no public page shows it any more. */
  past: boolean;
  /** The first day the contact page, then the home page, show it (YYYY-MM-DD). */
  contactFrom: string;
  homeFrom: string;
  /** Its last day. */
  until: string;
}

/** Where and from when visitors see a special period (the windows of `upcomingPeriods`). */
export function periodVisibility(
  period: Pick<SpecialPeriod, 'isSingleDay' | 'startDate' | 'endDate'>,
  today: string,
): PeriodVisibility {
  const until = periodEnd(period);
  return {
    past: until < today,
    contactFrom: addMonths(period.startDate, -CONTACT_PERIOD_WINDOW_MONTHS),
    homeFrom: addMonths(period.startDate, -SPECIAL_PERIOD_WINDOW_MONTHS),
    until,
  };
}
