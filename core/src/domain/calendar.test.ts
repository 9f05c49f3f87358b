import { describe, expect, it } from 'vitest';
import { formatFrenchDate } from './calendar';

describe('formatFrenchDate', () => {
  it('writes a day as French does, the first of the month as an ordinal', () => {
    expect(formatFrenchDate('2025-03-12')).toBe('12 mars 2025');
    expect(formatFrenchDate('2025-05-01')).toBe('1er mai 2025');
    expect(formatFrenchDate('2027-01-01', { weekday: 'long' })).toBe('vendredi 1er janvier 2027');
    expect(formatFrenchDate('2026-12-01', { month: undefined, year: undefined })).toBe('1er');
    expect(formatFrenchDate('2026-12-11')).toBe('11 décembre 2026');
    expect(formatFrenchDate('2026-12-21')).toBe('21 décembre 2026');
  });
});
