/** Shops are in metropolitan France: "today" and "now" are read on Paris time. */
export const SHOP_TIME_ZONE = 'Europe/Paris';

export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  dayOfWeek: number;
  /** Minutes since midnight. */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl date format, made once for each locale and options: making one costs far more than
 * using it (a page's hours, slots and dates would otherwise make dozens as it renders).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export function momentIn(date: Date, timeZone = SHOP_TIME_ZONE): LocalMoment {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    dayOfWeek: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Same day N months later, clamped to the month's last day (31 Dec + 2 months → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

export function dayOfWeekOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** '12 mars 2025', '1er mai 2025' — the French form events and periods are written in. */
export function formatFrenchDate(iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  const parts = dateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).formatToParts(toUtc(iso));
  // French writes the first of the month as an ordinal: « le 1er mai ».
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}
