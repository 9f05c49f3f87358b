import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatFrenchDate, momentIn } from './calendar';

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

describe('dateTimeFormat', () => {
  it('makes each format once, and a new one for other options or another locale', () => {
    const paris = dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });
    expect(dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' })).toBe(paris);
    expect(dateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'long' })).not.toBe(paris);
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', dateStyle: 'long' })).not.toBe(paris);
  });

  it('keeps each time zone’s own reading of a moment', () => {
    const moment = new Date(Date.UTC(2026, 6, 14, 22, 30));
    expect(momentIn(moment)).toEqual({ date: '2026-07-15', dayOfWeek: 3, minutes: 30 });
    expect(momentIn(moment, 'UTC')).toEqual({ date: '2026-07-14', dayOfWeek: 2, minutes: 1350 });
    expect(momentIn(moment)).toEqual({ date: '2026-07-15', dayOfWeek: 3, minutes: 30 });
  });
});
