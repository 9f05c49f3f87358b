import { addDays } from './calendar';

/** A public holiday: its day (YYYY-MM-DD) and its French name. */
export interface Holiday {
  date: string;
  name: string;
}

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, « Meeus/Jones/Butcher »). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

export interface HolidayOptions {
  /** Alsace and Moselle add Good Friday and Saint Stephen's Day. */
  alsaceMoselle?: boolean;
}

/** France's public holidays of a year (Code du travail, art. L3133-1), in date order. */
export function frenchHolidays(year: number, { alsaceMoselle = false }: HolidayOptions = {}): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    { date: day(year, 1, 1), name: 'Jour de l’an' },
    { date: addDays(easter, 1), name: 'Lundi de Pâques' },
    { date: day(year, 5, 1), name: 'Fête du Travail' },
    { date: day(year, 5, 8), name: 'Victoire 1945' },
    { date: addDays(easter, 39), name: 'Ascension' },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte' },
    { date: day(year, 7, 14), name: 'Fête nationale' },
    { date: day(year, 8, 15), name: 'Assomption' },
    { date: day(year, 11, 1), name: 'Toussaint' },
    { date: day(year, 11, 11), name: 'Armistice 1918' },
    { date: day(year, 12, 25), name: 'Noël' },
  ];
  if (alsaceMoselle)
    holidays.push(
      { date: addDays(easter, -2), name: 'Vendredi saint' },
      { date: day(year, 12, 26), name: 'Saint-Étienne' },
    );
  return holidays.sort((first, second) => first.date.localeCompare(second.date));
}

/** The public holidays from `today` (included) for the next twelve months. */
export function upcomingHolidays(today: string, options: HolidayOptions = {}): Holiday[] {
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  return [...frenchHolidays(year, options), ...frenchHolidays(year + 1, options)].filter(
    (holiday) => holiday.date >= today && holiday.date < end,
  );
}
