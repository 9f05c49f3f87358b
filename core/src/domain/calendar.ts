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

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export function momentIn(date: Date, timeZone = SHOP_TIME_ZONE): LocalMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
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

/** '12 mars 2025' — the French form events and periods are written in. */
export function formatFrenchDate(iso: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(toUtc(iso));
}

const MONTHS: Record<string, number> = {
  janvier: 1,
  janv: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  mars: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  aout: 8,
  septembre: 9,
  sept: 9,
  octobre: 10,
  oct: 10,
  novembre: 11,
  nov: 11,
  decembre: 12,
  dec: 12,
};
const WEEKDAY_PREFIX = /^(?:le\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b[\s,]*/;
const WORDS = /^(\d{1,2})(?:er)?\s+([a-z]+)\.?\s+(\d{4})$/;
const NUMBERS = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * `YYYY-MM-DD` of a date written the French way ('12 mars 2025', '1er août 2025', 'Samedi 12 mars
 * 2025', '12/03/2025'), or null when the text is not one day of a known year ('Tous les samedis').
 */
export function parseFrenchDate(text: string): string | null {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(WEEKDAY_PREFIX, '');
  const words = WORDS.exec(plain);
  if (words) {
    const month = MONTHS[words[2] ?? ''];
    return month ? isoOf(Number(words[3]), month, Number(words[1])) : null;
  }
  const numbers = NUMBERS.exec(plain);
  if (numbers) return isoOf(Number(numbers[3]), Number(numbers[2]), Number(numbers[1]));
  const iso = ISO.exec(plain);
  return iso ? isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}
