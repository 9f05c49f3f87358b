import { describe, expect, it } from 'vitest';
import { easterSunday, frenchHolidays, upcomingHolidays } from './french-holidays';

describe('French public holidays', () => {
  it('finds Easter Sunday, early, late and around the century', () => {
    expect(['2024', '2025', '2026', '2027', '2038', '2000', '2285'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2000-04-23',
      '2285-03-22',
    ]);
  });

  it('lists the eleven days of a year in order, the movable ones from Easter', () => {
    expect(frenchHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Jour de l’an' },
      { date: '2026-04-06', name: 'Lundi de Pâques' },
      { date: '2026-05-01', name: 'Fête du Travail' },
      { date: '2026-05-08', name: 'Victoire 1945' },
      { date: '2026-05-14', name: 'Ascension' },
      { date: '2026-05-25', name: 'Lundi de Pentecôte' },
      { date: '2026-07-14', name: 'Fête nationale' },
      { date: '2026-08-15', name: 'Assomption' },
      { date: '2026-11-01', name: 'Toussaint' },
      { date: '2026-11-11', name: 'Armistice 1918' },
      { date: '2026-12-25', name: 'Noël' },
    ]);
  });

  it('adds Good Friday and Saint Stephen’s Day in Alsace and Moselle', () => {
    const local = frenchHolidays(2026, { alsaceMoselle: true });
    expect(local).toHaveLength(13);
    expect(local).toContainEqual({ date: '2026-04-03', name: 'Vendredi saint' });
    expect(local.at(-1)).toEqual({ date: '2026-12-26', name: 'Saint-Étienne' });
  });

  it('gives the next twelve months from today, today included, across the new year', () => {
    const next = upcomingHolidays('2026-11-11');
    expect(next[0]).toEqual({ date: '2026-11-11', name: 'Armistice 1918' });
    expect(next.map((holiday) => holiday.date)).toContain('2027-03-29');
    expect(next.at(-1)).toEqual({ date: '2027-11-01', name: 'Toussaint' });
    expect(next).toHaveLength(11);
  });
});
