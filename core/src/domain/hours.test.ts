import { describe, expect, it } from 'vitest';
import { specialPeriodSchema, type DayHours, type SpecialPeriod } from '../model/hours';
import { addMonths, momentIn } from './calendar';
import {
  CONTACT_PERIOD_WINDOW_MONTHS,
  formatTime,
  isSingleDay,
  periodCovers,
  regularDay,
  scheduleFor,
  upcomingPeriods,
} from './hours';
import { periodVisibility } from './period-visibility';
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
const period = (patch: Partial<SpecialPeriod> & { id?: string }): SpecialPeriod & { id?: string } => ({
  ...specialPeriodSchema.parse({ title: 'Fêtes', startDate: '2026-12-20', endDate: '2026-12-31', ...patch }),
  ...(patch.id ? { id: patch.id } : {}),
});

describe('regular hours', () => {
  it('gives both slots as HH:MM and a closed day as closed', () => {
    expect(regularDay(week, 2)?.slots).toEqual([
      { open: '09:00', close: '12:30' },
      { open: '14:30', close: '19:00' },
    ]);
    expect(regularDay(week, 1)).toMatchObject({ isClosed: true, slots: [] });
    expect(regularDay(week, 0)?.slots).toEqual([{ open: '09:00', close: '12:30' }]);
  });

  it("gives null for a day without hours ('Horaires à définir')", () => {
    expect(regularDay([], 3)).toBeNull();
  });

  it('shows only the first five characters of a time', () => {
    expect(formatTime('09:30:00')).toBe('09:30');
  });
});

describe('special periods', () => {
  it('is single-day when flagged or when start equals end', () => {
    expect(isSingleDay(period({ startDate: '2026-12-25', endDate: '2026-12-25' }))).toBe(true);
    expect(isSingleDay(period({ isSingleDay: true }))).toBe(true);
    expect(isSingleDay(period({}))).toBe(false);
  });

  it('covers its first and last days', () => {
    const p = period({});
    expect(periodCovers(p, '2026-12-20')).toBe(true);
    expect(periodCovers(p, '2026-12-31')).toBe(true);
    expect(periodCovers(p, '2027-01-01')).toBe(false);
  });

  it("takes a single day's own times, or none when the period is closed", () => {
    const christmasEve = period({
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      times: { morningOpen: '08:00', morningClose: '13:00', afternoonOpen: null, afternoonClose: null },
    });
    expect(scheduleFor('2026-12-24', week, [christmasEve])).toMatchObject({
      slots: [{ open: '08:00', close: '13:00' }],
      period: { title: 'Fêtes' },
    });
    const christmas = period({ startDate: '2026-12-25', endDate: '2026-12-25', isPeriodClosed: true });
    expect(scheduleFor('2026-12-25', week, [christmas])).toMatchObject({ isClosed: true, slots: [] });
  });

  it('takes per-weekday hours inside a multi-day period, and regular hours outside it', () => {
    const p = period({ days: [day(1, { afternoonOpen: null, afternoonClose: null }), day(2, { isClosed: true })] });
    expect(scheduleFor('2026-12-21', week, [p])?.slots).toEqual([{ open: '09:00', close: '12:30' }]); // a Monday, normally closed
    expect(scheduleFor('2026-12-22', week, [p])).toMatchObject({ isClosed: true }); // Tuesday closed in the period
    expect(scheduleFor('2026-12-23', week, [p])).toMatchObject({ period: null, slots: regularDay(week, 3)?.slots }); // not set: regular
    expect(scheduleFor('2027-01-05', week, [p])?.period).toBeNull(); // back to the regular Tuesday
  });

  it('announces periods running now or starting within two months, soonest first', () => {
    const today = '2026-11-22';
    const running = period({ id: 'r', startDate: '2026-11-01', endDate: '2026-11-30' });
    const soon = period({ id: 's', startDate: '2026-12-20', endDate: '2026-12-31' });
    const edge = period({ id: 'e', startDate: addMonths(today, 2), endDate: addMonths(today, 2) });
    const tooFar = period({ id: 'f', startDate: '2027-02-01', endDate: '2027-02-02' });
    const past = period({ id: 'p', startDate: '2026-10-01', endDate: '2026-10-02' });
    expect(upcomingPeriods([tooFar, soon, past, edge, running], today).map((p) => p.id)).toEqual(['r', 's', 'e']);
  });
});

describe('momentIn', () => {
  it('reads the date, weekday and time on Paris time', () => {
    expect(momentIn(new Date('2026-11-22T23:30:00Z'))).toEqual({ date: '2026-11-23', dayOfWeek: 1, minutes: 30 });
  });
});

describe('special periods ahead', () => {
  const holidays = period({ title: 'Congés d’hiver', startDate: '2027-02-01', endDate: '2027-02-07' });

  it('announces a period on the contact page six months ahead, on the home page two', () => {
    expect(upcomingPeriods([holidays], '2026-11-25')).toEqual([]);
    expect(upcomingPeriods([holidays], '2026-11-25', CONTACT_PERIOD_WINDOW_MONTHS)).toEqual([holidays]);
    expect(upcomingPeriods([holidays], '2026-12-01')).toEqual([holidays]);
  });

  it('says from when each page shows a period, and when it is over', () => {
    expect(periodVisibility(holidays, '2026-11-25')).toEqual({
      past: false,
      contactFrom: '2026-08-01',
      homeFrom: '2026-12-01',
      until: '2027-02-07',
    });
    expect(periodVisibility(holidays, '2027-02-08').past).toBe(true);
    expect(
      periodVisibility(period({ startDate: '2027-02-01', endDate: '2027-02-01', isSingleDay: true }), '2027-02-01')
        .until,
    ).toBe('2027-02-01');
  });
});
