import { describe, expect, it } from 'vitest';
import { pickupDayFilter, pickupRange } from './pickup-day-filter';

/** Whether a day falls in a choice's range (what the query's conditions keep). */
function inPickupRange(date: string, range: string, now: Date): boolean {
  const { from, to } = pickupRange(range, now);
  return (from === undefined || date >= from) && (to === undefined || date <= to);
}

/** Wednesday 26 November 2025, 23:30 in Paris: already Thursday there. */
const LATE_WEDNESDAY_UTC = new Date('2025-11-26T23:30:00Z');

describe('pickupRange', () => {
  it('reads today on the shop’s clock (Paris), not UTC', () => {
    expect(inPickupRange('2025-11-27', 'today', LATE_WEDNESDAY_UTC)).toBe(true);
    expect(inPickupRange('2025-11-26', 'today', LATE_WEDNESDAY_UTC)).toBe(false);
    expect(inPickupRange('2025-11-28', 'tomorrow', LATE_WEDNESDAY_UTC)).toBe(true);
  });

  it('keeps the coming days, today included', () => {
    expect(inPickupRange('2025-11-27', 'upcoming', LATE_WEDNESDAY_UTC)).toBe(true);
    expect(inPickupRange('2026-01-10', 'upcoming', LATE_WEDNESDAY_UTC)).toBe(true);
    expect(inPickupRange('2025-11-26', 'upcoming', LATE_WEDNESDAY_UTC)).toBe(false);
  });

  it('takes this week from Monday to Sunday', () => {
    const week = ['2025-11-23', '2025-11-24', '2025-11-30', '2025-12-01'].map((date) =>
      inPickupRange(date, 'week', LATE_WEDNESDAY_UTC),
    );
    expect(week).toEqual([false, true, true, false]);
    // A Sunday belongs to the week that started the Monday before.
    expect(inPickupRange('2025-11-24', 'week', new Date('2025-11-30T10:00:00Z'))).toBe(true);
  });

  it('keeps everything with every date', () => {
    expect(inPickupRange('2020-01-01', 'all', LATE_WEDNESDAY_UTC)).toBe(true);
  });

  it('asks the query for that range of pick-up days, nothing with every date', () => {
    expect(pickupDayFilter.where('today', LATE_WEDNESDAY_UTC)).toEqual([
      ['pickupDate', '>=', '2025-11-27'],
      ['pickupDate', '<=', '2025-11-27'],
    ]);
    expect(pickupDayFilter.where('upcoming', LATE_WEDNESDAY_UTC)).toEqual([['pickupDate', '>=', '2025-11-27']]);
    expect(pickupDayFilter.where('all', LATE_WEDNESDAY_UTC)).toEqual([]);
  });
});
