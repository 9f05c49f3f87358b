import { z } from 'zod';
import { addDays } from '../domain/calendar';
import { CONGES_MESSAGE_MAX, CONGES_TITLE, congesTouch } from '../domain/conges';
import { periodDatesText } from '../domain/period-text';
import { optionalFormText } from '../model/form-text';
import { HOURS_MESSAGES, NO_TIMES, formDate } from './hours-form';
import type { SpecialPeriod } from '../model/hours';

export const CONGES_MESSAGES = {
  over: 'Ces congés sont déjà finis\u00a0: choisissez une date de fin à partir d’aujourd’hui',
  /** « Ces dates touchent vos congés du 10 au 24 août 2026 : modifiez plutôt ceux-là. » */
  touching: (other: Pick<SpecialPeriod, 'startDate' | 'endDate' | 'isSingleDay'>) => {
    const dates = periodDatesText(other);
    return `Ces dates touchent vos congés ${dates.charAt(0).toLowerCase()}${dates.slice(1)}\u00a0: modifiez plutôt ceux-là pour les allonger.`;
  },
} as const;

/**
 * « Congés »: two dates and an optional message of a banner's length (the stored field takes more:
 * messages written before the cap still read). Saved as a closed special period of kind
 * 'conges', so the hours, the badge, the JSON-LD and the reservation slots follow it. Dates that
 * overlap or touch the shop's `others` closures are refused: one closure, one reopening day.
 */
export const congesFormSchema = (today: string, others: readonly SpecialPeriod[] = []) =>
  z
    .object({ startDate: formDate, endDate: formDate, message: optionalFormText(CONGES_MESSAGE_MAX) })
    .superRefine(({ startDate, endDate }, ctx) => {
      const issue = (path: 'startDate' | 'endDate', message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path] });
      if (startDate === '') issue('startDate', HOURS_MESSAGES.startDate);
      if (endDate === '') issue('endDate', HOURS_MESSAGES.endDate);
      else if (startDate !== '' && endDate < startDate) issue('endDate', HOURS_MESSAGES.endBeforeStart);
      else if (endDate < today) issue('endDate', CONGES_MESSAGES.over);
      else if (startDate !== '') {
        const typed = { startDate, endDate, isSingleDay: false };
        const touched = others.find((other) => other.kind === 'conges' && congesTouch(typed, other));
        // On the date that reaches the other closure: the start when it lies inside it or just after.
        if (touched) issue(startDate >= touched.startDate ? 'startDate' : 'endDate', CONGES_MESSAGES.touching(touched));
      }
    })
    .transform(({ startDate, endDate, message }): SpecialPeriod => ({
      kind: 'conges',
      title: CONGES_TITLE,
      description: message,
      startDate,
      endDate,
      isSingleDay: startDate === endDate,
      isPeriodClosed: true,
      times: NO_TIMES,
      days: [],
    }));
export type CongesFormInput = z.input<ReturnType<typeof congesFormSchema>>;

/** A new closure starts as the coming week; an existing one as saved. */
export function congesFormDefaults(period: SpecialPeriod | null, today: string): CongesFormInput {
  if (period) return { startDate: period.startDate, endDate: period.endDate, message: period.description };
  return { startDate: today, endDate: addDays(today, 6), message: '' };
}
