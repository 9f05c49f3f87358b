// Back office only (the event date field): kept out of calendar.ts, which the public site loads.
import { foldText } from '../model/fold-text';

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
  const plain = foldText(text).replace(/\s+/g, ' ').trim().replace(WEEKDAY_PREFIX, '');
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
