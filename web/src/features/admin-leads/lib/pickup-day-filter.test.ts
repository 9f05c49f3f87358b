import { describe, expect, it } from 'vitest';
import { inPickupRange } from './pickup-day-filter';

/** Wednesday 26 November 2025, 23:30 in Paris: already Thursday there. */
const LATE_WEDNESDAY_UTC = new Date('2025-11-26T23:30:00Z');

describe('inPickupRange', () => {
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
});
