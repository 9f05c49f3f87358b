import { describe, expect, it } from 'vitest';
import { dayHoursSchema, specialPeriodSchema } from '../model/hours';
import { periodDatesText, periodHoursLines, scheduleText } from './period-text';

const period = (data: Record<string, unknown>) =>
  specialPeriodSchema.parse({ title: 'Période', startDate: '2026-12-05', endDate: '2026-12-05', ...data });
const day = (dayOfWeek: number, open: string, close: string) =>
  dayHoursSchema.parse({ dayOfWeek, morningOpen: open, morningClose: close });
const WEEK = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => day(dayOfWeek, '09:00', '19:00'));

describe('periodDatesText', () => {
  it('names the weekday of a single day', () => {
    expect(periodDatesText(period({ startDate: '2026-12-12', endDate: '2026-12-12' }))).toBe(
      'Le samedi 12 décembre 2026',
    );
  });

  it('shortens a range within one month or one year', () => {
    expect(periodDatesText(period({ startDate: '2026-12-05', endDate: '2026-12-18' }))).toBe(
      'Du 5 au 18 décembre 2026',
    );
    expect(periodDatesText(period({ startDate: '2026-11-28', endDate: '2026-12-11' }))).toBe(
      'Du 28 novembre au 11 décembre 2026',
    );
    expect(periodDatesText(period({ startDate: '2026-12-28', endDate: '2027-01-03' }))).toBe(
      'Du 28 décembre 2026 au 3 janvier 2027',
    );
  });
});

describe('scheduleText', () => {
  it("says 'Horaires à définir' without hours and 'Fermé' on a closed day", () => {
    expect(scheduleText(null)).toBe('Horaires à définir');
    expect(scheduleText({ dayOfWeek: 1, isClosed: true, slots: [], period: null })).toBe('Fermé');
    expect(
      scheduleText({
        dayOfWeek: 1,
        isClosed: false,
        slots: [
          { open: '09:00', close: '12:30' },
          { open: '14:30', close: '19:00' },
        ],
        period: null,
      }),
    ).toBe('09:00 – 12:30, 14:30 – 19:00');
  });
});

describe('periodHoursLines', () => {
  it('gives one line for a closed period or a single day', () => {
    expect(periodHoursLines(period({ isPeriodClosed: true, endDate: '2026-12-20' }), WEEK)).toEqual([
      { days: '', hours: 'Fermé' },
    ]);
    expect(periodHoursLines(period({ times: { morningOpen: '08:00', morningClose: '13:00' } }), WEEK)).toEqual([
      { days: '', hours: '08:00 – 13:00' },
    ]);
  });

  it('merges neighbouring days with the same hours, Monday first over a full week', () => {
    const lines = periodHoursLines(
      period({
        startDate: '2026-12-05',
        endDate: '2026-12-18',
        days: [day(0, '10:00', '13:00'), day(6, '08:00', '20:00')],
      }),
      WEEK,
    );
    expect(lines).toEqual([
      { days: 'Lundi – Vendredi', hours: '09:00 – 19:00' },
      { days: 'Samedi', hours: '08:00 – 20:00' },
      { days: 'Dimanche', hours: '10:00 – 13:00' },
    ]);
  });
});
