import { describe, expect, it } from 'vitest';
import { audiencePeriod, changeText, ranked, shareText, sumDays, visitsPerDay } from './audience-period';

const day = (date: string, entries: number, patch = {}) => ({
  day: date,
  views: entries * 2,
  entries,
  pages: {},
  sources: {},
  devices: {},
  actions: {},
  ...patch,
});

describe('audience periods', () => {
  it('ends today and starts as many days before, the previous period just before', () => {
    expect(audiencePeriod('2026-11-27', 7)).toEqual({
      start: '2026-11-21',
      previousStart: '2026-11-14',
      days: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
    });
  });

  it('adds the days of a period, shards of one day too, and draws a day without visits as zero', () => {
    const docs = [
      day('2026-11-13', 50),
      day('2026-11-20', 4, { actions: { call: 1 } }),
      day('2026-11-21', 10, { actions: { call: 2 } }),
      day('2026-11-27', 3),
      day('2026-11-27', 2),
    ];
    expect(sumDays(docs, '2026-11-21')).toMatchObject({ entries: 15, views: 30, actions: { call: 2 } });
    expect(sumDays(docs, '2026-11-14', '2026-11-21')).toMatchObject({ entries: 4 });
    expect(visitsPerDay(docs, ['2026-11-21', '2026-11-22', '2026-11-27'])).toEqual([
      { day: '2026-11-21', visits: 10 },
      { day: '2026-11-22', visits: 0 },
      { day: '2026-11-27', visits: 5 },
    ]);
  });

  it('says the change and the shares in French', () => {
    expect(changeText(112, 100)).toBe('+12\u00a0%');
    expect(changeText(95, 100)).toBe('−5\u00a0%');
    expect(changeText(100, 100)).toBe('=');
    expect(changeText(10, 0)).toBeNull();
    expect(shareText(1, 8)).toBe('13\u00a0%');
    expect(shareText(3, 40)).toBe('7,5\u00a0%');
    expect(shareText(0, 0)).toBe('0\u00a0%');
    expect(ranked({ b: 2, a: 2, c: 5 })).toEqual([
      ['c', 5],
      ['a', 2],
      ['b', 2],
    ]);
  });
});
