import { formatFrenchDate, isSingleDay, type SpecialPeriod } from '@comptoir/core';

type Dates = Pick<SpecialPeriod, 'startDate' | 'endDate' | 'isSingleDay'>;

/** '12 mars 2025', or 'Du 12 mars 2025 au 20 mars 2025'. */
export function periodDates(period: Dates): string {
  const start = formatFrenchDate(period.startDate);
  return isSingleDay(period) ? start : `Du ${start} au ${formatFrenchDate(period.endDate)}`;
}

/** 'Samedi 12 mars 2025': the one row of a single-day period's hours. */
export function dayTitle(date: string): string {
  const text = formatFrenchDate(date, { weekday: 'long' });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
