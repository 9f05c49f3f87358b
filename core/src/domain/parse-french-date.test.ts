import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './calendar';
import { parseFrenchDate } from './parse-french-date';

describe('parseFrenchDate', () => {
  it('reads the form formatFrenchDate writes, back to the same day', () => {
    for (const iso of ['2025-03-12', '2025-01-01', '2024-02-29', '2026-08-15', '2025-12-31']) {
      expect(parseFrenchDate(formatFrenchDate(iso))).toBe(iso);
    }
  });

  it('reads the first of the month written 1er', () => {
    expect(parseFrenchDate('1er mars 2025')).toBe('2025-03-01');
  });

  it('ignores case, missing accents, extra spaces, abbreviations and a leading weekday', () => {
    expect(parseFrenchDate('  12   MARS 2025 ')).toBe('2025-03-12');
    expect(parseFrenchDate('3 fevrier 2026')).toBe('2026-02-03');
    expect(parseFrenchDate('15 aout 2025')).toBe('2025-08-15');
    expect(parseFrenchDate('7 sept. 2025')).toBe('2025-09-07');
    expect(parseFrenchDate('Samedi 12 décembre 2026')).toBe('2026-12-12');
    expect(parseFrenchDate('le dimanche, 1er juin 2025')).toBe('2025-06-01');
  });

  it('reads day/month/year numbers', () => {
    expect(parseFrenchDate('12/03/2025')).toBe('2025-03-12');
    expect(parseFrenchDate('2.3.2025')).toBe('2025-03-02');
  });

  it('returns null for text that is not one day of a known year', () => {
    for (const text of ['', 'Tous les samedis', '12 mars', 'mars 2025', '12 brumaire 2025', '12 mars 2025 à 18 h']) {
      expect(parseFrenchDate(text)).toBeNull();
    }
  });

  it('returns null for days that do not exist', () => {
    expect(parseFrenchDate('31 février 2025')).toBeNull();
    expect(parseFrenchDate('29 février 2025')).toBeNull();
    expect(parseFrenchDate('32/01/2025')).toBeNull();
    expect(parseFrenchDate('12/13/2025')).toBeNull();
  });
});
