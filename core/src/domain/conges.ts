import type { SpecialPeriod } from '../model/hours';
import { addDays, formatFrenchDate } from './calendar';
import { periodCovers, periodEnd } from './hours';
import { periodDatesText } from './period-text';

/** The title a holiday closure carries in the period lists. */
export const CONGES_TITLE = 'Congés';

/** A banner's message reads in a line or two: at most this many characters. */
export const CONGES_MESSAGE_MAX = 200;

/** How long the back office still shows closures that ended (« Congés terminés »). */
export const CONGES_ENDED_SHOWN_DAYS = 7;

type CongesLike = Pick<SpecialPeriod, 'kind' | 'startDate' | 'endDate' | 'isSingleDay' | 'description'>;

export const isConges = (period: Pick<SpecialPeriod, 'kind'>): boolean => period.kind === 'conges';

type Dated = Pick<SpecialPeriod, 'startDate' | 'endDate' | 'isSingleDay'>;

/** Two closures overlap or touch: one starts by the day after the other ends. */
export const congesTouch = (a: Dated, b: Dated): boolean =>
  a.startDate <= addDays(periodEnd(b), 1) && b.startDate <= addDays(periodEnd(a), 1);

/**
 * The holiday closure covering `today` (Paris), if any: it starts and ends with its dates, or, when
 * closures stored before they were refused overlap or touch it, from the first of them to the last
 * (the shop reopens after the last one).
 */
export function runningConges<P extends CongesLike>(periods: readonly P[], today: string): P | null {
  const closures = periods.filter(isConges);
  const running = closures.find((period) => periodCovers(period, today));
  if (!running) return null;
  let span: CongesLike = running;
  for (let grown = true; grown;) {
    const wider = closures.find(
      (other) => congesTouch(span, other) && (other.startDate < span.startDate || periodEnd(other) > periodEnd(span)),
    );
    grown = wider !== undefined;
    if (wider) {
      const startDate = wider.startDate < span.startDate ? wider.startDate : span.startDate;
      const endDate = periodEnd(wider) > periodEnd(span) ? periodEnd(wider) : periodEnd(span);
      span = { ...span, startDate, endDate, isSingleDay: startDate === endDate };
    }
  }
  return span === running ? running : { ...running, ...span, description: running.description };
}

/** The banner's text: the owner's message, or « Fermé pour congés du 10 au 24 août 2026 ». */
export function congesMessage(period: CongesLike): string {
  const own = period.description.trim();
  if (own) return own;
  const dates = periodDatesText(period);
  return `Fermé pour congés ${dates.charAt(0).toLowerCase()}${dates.slice(1)}`;
}

/** The banner's text, a message stored longer before the cap cut at a word with an ellipsis. */
export function congesBannerText(period: CongesLike): string {
  const message = congesMessage(period);
  if (message.length <= CONGES_MESSAGE_MAX) return message;
  const cut = message.slice(0, CONGES_MESSAGE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > CONGES_MESSAGE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const longDate = (iso: string) => formatFrenchDate(iso, { weekday: 'long', year: undefined });

/** The day the shop answers messages again: the day after the closure. */
export const congesReturnText = (period: CongesLike): string => longDate(addDays(periodEnd(period), 1));

/** What a visitor's form says while the shop is away. */
export const congesFormNotice = (period: CongesLike): string =>
  `Nous sommes en congés jusqu’au ${longDate(periodEnd(period))}\u00a0: nous vous répondrons à partir du ${congesReturnText(period)}.`;

/** The confirmation after a form sent during a closure. */
export const congesAnswerText = (period: CongesLike): string =>
  `Nous vous répondrons à partir du ${congesReturnText(period)}, à notre retour de congés.`;

export type CongesPhase = 'running' | 'upcoming' | 'ended';

/**
 * The closures the back office shows: the running and planned ones, soonest first — or, when
 * there are none, the last one ended.
 */
export function congesToShow<P extends CongesLike>(
  periods: readonly P[],
  today: string,
): { phase: CongesPhase; period: P }[] {
  const closures = periods.filter(isConges).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const coming = closures
    .filter((period) => periodEnd(period) >= today)
    .map((period) => ({ phase: period.startDate <= today ? ('running' as const) : ('upcoming' as const), period }));
  if (coming.length) return coming;
  const last = closures.sort((a, b) => periodEnd(b).localeCompare(periodEnd(a)))[0];
  return last ? [{ phase: 'ended', period: last }] : [];
}
