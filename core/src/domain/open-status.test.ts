import { describe, expect, it } from 'vitest';
import { specialPeriodSchema, type DayHours, type SpecialPeriod } from '../model/hours';
import { momentIn } from './calendar';
import { openStatus } from './open-status';
import { shopDay } from '../testing/hours';

const day = shopDay;
const week: DayHours[] = [
  day(0, { afternoonOpen: null, afternoonClose: null }),
  day(1, { isClosed: true }),
  day(2),
  day(3),
  day(4),
  day(5),
  day(6, { afternoonClose: '18:00' }),
];
const period = (patch: Partial<SpecialPeriod>): SpecialPeriod =>
  specialPeriodSchema.parse({ title: 'Fêtes', startDate: '2026-12-20', endDate: '2026-12-31', ...patch });

describe('openStatus', () => {
  const at = (date: string, time: string) => momentIn(new Date(`${date}T${time}:00+01:00`));

  it('says when an open shop closes', () => {
    expect(openStatus(at('2026-11-24', '10:00'), week, [])).toEqual({
      open: true,
      label: 'Ouvert · ferme à 12\u00a0h\u00a030',
    });
  });

  it('says when a shop on its lunch break reopens', () => {
    expect(openStatus(at('2026-11-24', '13:00'), week, [])).toEqual({
      open: false,
      label: 'Fermé · ouvre à 14\u00a0h\u00a030',
    });
  });

  it('says a shop opens tomorrow, or on its date after a closed day', () => {
    expect(openStatus(at('2026-11-24', '20:00'), week, [])).toEqual({
      open: false,
      label: 'Fermé · ouvre demain à 9\u00a0h',
    });
    // Sunday afternoon, closed on Monday: Tuesday 24.
    expect(openStatus(at('2026-11-22', '15:00'), week, [])).toEqual({
      open: false,
      label: 'Fermé · ouvre le mardi 24 novembre à 9\u00a0h',
    });
  });

  it('gives the date of a reopening a week ahead, on the same weekday as today', () => {
    // Tuesday 1 December 2026, closed from Wednesday 2 to Monday 7: next Tuesday, not today.
    const away = period({
      kind: 'conges',
      title: 'Congés',
      startDate: '2026-12-02',
      endDate: '2026-12-07',
      isPeriodClosed: true,
    });
    expect(openStatus(at('2026-12-01', '20:00'), week, [away])?.label).toBe(
      'Fermé · ouvre le mardi 8 décembre à 9\u00a0h',
    );
    expect(openStatus(at('2026-12-01', '10:00'), week, [away])?.label).toBe('Ouvert · ferme à 12\u00a0h\u00a030');
  });

  it('follows a special period', () => {
    const closed = period({ startDate: '2026-11-24', endDate: '2026-11-24', isPeriodClosed: true });
    expect(openStatus(at('2026-11-24', '10:00'), week, [closed])).toEqual({
      open: false,
      label: 'Fermé · ouvre demain à 9\u00a0h',
    });
  });

  it('gives null when no hours are set', () => {
    expect(openStatus(at('2026-11-24', '10:00'), [], [])).toBeNull();
  });
});
