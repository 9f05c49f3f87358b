import { describe, expect, it } from 'vitest';
import { specialPeriodSchema } from '../model/hours';
import { shopDay } from '../testing/hours';
import {
  PICKUP_MESSAGES,
  pickupDays,
  pickupDayText,
  pickupProblem,
  pickupRulesFrom,
  pickupSlotText,
  pickupTimes,
  preparationText,
  type PickupRules,
} from './pickup-slots';

/** Monday to Friday with a lunch break, Saturday all day, Sunday closed. */
const WEEK = [
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => shopDay(dayOfWeek)),
  shopDay(6, { morningClose: '19:00', afternoonOpen: null, afternoonClose: null }),
  shopDay(0, { isClosed: true }),
];
const SUNDAY_MORNINGS = [
  ...WEEK.filter((entry) => entry.dayOfWeek !== 0),
  shopDay(0, { morningClose: '13:00', afternoonOpen: null, afternoonClose: null }),
];

const rules = (now: string, patch: Partial<PickupRules> = {}): PickupRules => ({
  week: WEEK,
  periods: [],
  preparationHours: 24,
  now: new Date(now),
  ...patch,
});
// Tuesday 1 December 2026, 10:10 in Paris (UTC+1).
const TUESDAY_MORNING = '2026-12-01T09:10:00Z';

describe('pickupTimes', () => {
  it('offers the half-hours of the opening hours, none over the lunch break or after closing', () => {
    const times = pickupTimes('2026-12-08', rules(TUESDAY_MORNING));
    expect(times.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    expect(times).toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(times).not.toContain('14:00');
    expect(times).toContain('14:30');
    expect(times.at(-1)).toBe('18:30');
    expect(times).toHaveLength(7 + 9);
  });

  it('offers nothing on a closed day, nor on a day a special period closes', () => {
    expect(pickupTimes('2026-12-06', rules(TUESDAY_MORNING))).toEqual([]);
    const christmas = specialPeriodSchema.parse({
      title: 'Noël',
      startDate: '2026-12-24',
      endDate: '2026-12-26',
      isPeriodClosed: true,
    });
    expect(pickupTimes('2026-12-24', rules(TUESDAY_MORNING, { periods: [christmas] }))).toEqual([]);
    expect(pickupTimes('2026-12-23', rules(TUESDAY_MORNING, { periods: [christmas] }))).not.toEqual([]);
  });

  it('follows a special day’s own hours', () => {
    const eve = specialPeriodSchema.parse({
      title: 'Réveillon',
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      times: { morningOpen: '08:00', morningClose: '10:00' },
    });
    expect(pickupTimes('2026-12-31', rules(TUESDAY_MORNING, { periods: [eve] }))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
    ]);
  });

  it('keeps the preparation delay: nothing today, tomorrow from the same time on', () => {
    expect(pickupTimes('2026-12-01', rules(TUESDAY_MORNING))).toEqual([]);
    expect(pickupTimes('2026-12-02', rules(TUESDAY_MORNING))[0]).toBe('10:30');
    expect(pickupTimes('2026-12-02', rules(TUESDAY_MORNING, { preparationHours: 2 }))[0]).toBe('09:00');
    expect(pickupTimes('2026-12-01', rules(TUESDAY_MORNING, { preparationHours: 2 }))[0]).toBe('14:30');
    expect(pickupTimes('2026-12-01', rules(TUESDAY_MORNING, { preparationHours: 0 }))[0]).toBe('10:30');
  });

  it('counts the delay in real hours across the change to summer time and back', () => {
    // Saturday 27 March 2027, 10:00 in Paris (UTC+1); clocks go forward that night.
    const spring = rules('2027-03-27T09:00:00Z', { week: SUNDAY_MORNINGS });
    expect(pickupTimes('2027-03-28', spring)[0]).toBe('11:00');
    // Saturday 30 October 2027, 10:00 in Paris (UTC+2); clocks go back that night.
    const autumn = rules('2027-10-30T08:00:00Z', { week: SUNDAY_MORNINGS });
    expect(pickupTimes('2027-10-31', autumn)[0]).toBe('09:00');
  });

  it('reads today on the shop’s clock, not the server’s', () => {
    // 23:30 UTC on Monday is already Tuesday 00:30 in Paris.
    const late = rules('2026-11-30T23:30:00Z', { preparationHours: 0 });
    expect(pickupTimes('2026-12-01', late)[0]).toBe('09:00');
    expect(pickupTimes('2026-11-30', late)).toEqual([]);
  });
});

describe('pickupDays', () => {
  it('lists the open days from the first possible one to 60 days ahead', () => {
    const days = pickupDays(rules(TUESDAY_MORNING));
    expect(days[0]).toMatchObject({ date: '2026-12-02' });
    expect(days.some(({ date }) => date === '2026-12-06')).toBe(false);
    expect(days.at(-1)?.date).toBe('2027-01-30');
    expect(days.every(({ times }) => times.length > 0)).toBe(true);
  });
});

describe('pickupProblem', () => {
  const tuesday = rules(TUESDAY_MORNING);
  it('accepts a valid day and slot', () => {
    expect(pickupProblem('2026-12-03', '15:00', tuesday)).toBeNull();
    expect(pickupProblem('2027-01-30', '09:00', tuesday)).toBeNull();
  });

  it('says in French what is wrong', () => {
    expect(pickupProblem('', '', tuesday)).toBe(PICKUP_MESSAGES.noDay);
    expect(pickupProblem('2026-12-03', '', tuesday)).toBe(PICKUP_MESSAGES.noTime);
    expect(pickupProblem('2026-12-06', '10:00', tuesday)).toBe(PICKUP_MESSAGES.closed);
    expect(pickupProblem('2026-12-03', '13:00', tuesday)).toBe(PICKUP_MESSAGES.outsideHours);
    expect(pickupProblem('2026-12-03', '09:15', tuesday)).toBe(PICKUP_MESSAGES.outsideHours);
    expect(pickupProblem('2026-12-02', '09:00', tuesday)).toBe(
      'Le retrait doit être prévu au moins 24\u00a0h à l’avance\u00a0: choisissez un créneau plus tard',
    );
    expect(pickupProblem('2027-02-01', '09:00', tuesday)).toBe(PICKUP_MESSAGES.tooFar);
  });

  it('writes the delay in days when it is whole days', () => {
    expect(preparationText(24)).toBe('24\u00a0h');
    expect(preparationText(36)).toBe('36\u00a0h');
    expect(preparationText(72)).toBe('3\u00a0jours');
  });
});

describe('pickup texts', () => {
  it('names a day and a slot as the form offers them', () => {
    expect(pickupDayText('2026-12-12')).toBe('samedi 12 décembre');
    expect(pickupSlotText('10:00')).toBe('10:00 – 10:30');
    expect(pickupSlotText('12:30')).toBe('12:30 – 13:00');
  });

  it('reads a stored hours page, the delay a day when none is stored', () => {
    const now = new Date(TUESDAY_MORNING);
    expect(pickupRulesFrom(null, [], now)).toEqual({ week: [], periods: [], preparationHours: 24, now });
    expect(pickupRulesFrom({ week: WEEK, reservationPreparationHours: 2 }, [], now).preparationHours).toBe(2);
  });
});
