import { describe, expect, it } from 'vitest';
import { actionCount, audiencePeriod, sumTotals, totalsPerBucket } from './audience-period';

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
  it('ends on the day asked for and starts as many days before, the previous period just before', () => {
    expect(audiencePeriod('2026-11-27', '7d')).toEqual({
      unit: 'day',
      start: '2026-11-21',
      previousStart: '2026-11-14',
      buckets: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
    });
  });

  it('counts 12 months with this one, against the 12 before', () => {
    const { unit, start, previousStart, buckets } = audiencePeriod('2026-11-27', '12m');
    expect({ unit, start, previousStart }).toEqual({ unit: 'month', start: '2025-12-01', previousStart: '2024-12-01' });
    expect(buckets).toHaveLength(12);
    expect([buckets[0], buckets[1], buckets.at(-1)]).toEqual(['2025-12-01', '2026-01-01', '2026-11-01']);
    // The 31st of a month starts on the first of the month 11 months before, not a day later.
    expect(audiencePeriod('2026-03-31', '12m').start).toBe('2025-04-01');
  });

  it('adds the days of a period, shards of one day too, and draws a day without visits as zero', () => {
    const docs = [
      day('2026-11-13', 50),
      day('2026-11-20', 4, { actions: { call: 1 } }),
      day('2026-11-21', 10, { actions: { call: 2 } }),
      day('2026-11-27', 3),
      day('2026-11-27', 2, { actions: { call: 1, quote: 1 } }),
    ];
    expect(sumTotals(docs, '2026-11-21')).toMatchObject({ entries: 15, views: 30, actions: { call: 3, quote: 1 } });
    expect(sumTotals(docs, '2026-11-14', '2026-11-21')).toMatchObject({ entries: 4 });
    const perDay = totalsPerBucket(docs, audiencePeriod('2026-11-27', '7d'));
    expect(perDay.map(({ day: date, entries }) => [date, entries])).toEqual([
      ['2026-11-21', 10],
      ['2026-11-22', 0],
      ['2026-11-23', 0],
      ['2026-11-24', 0],
      ['2026-11-25', 0],
      ['2026-11-26', 0],
      ['2026-11-27', 5],
    ]);
    expect(actionCount(perDay.at(-1) ?? day('', 0))).toBe(2);
  });

  it('puts months’ totals and today’s shards in their month', () => {
    const docs = [day('2025-11-01', 90), day('2025-12-01', 300), day('2026-11-01', 200), day('2026-11-27', 7)];
    const period = audiencePeriod('2026-11-27', '12m');
    const perMonth = totalsPerBucket(docs, period);
    expect(perMonth[0]).toMatchObject({ day: '2025-12-01', entries: 300 });
    expect(perMonth.at(-1)).toMatchObject({ day: '2026-11-01', entries: 207 });
    expect(sumTotals(docs, period.start).entries).toBe(507);
    expect(sumTotals(docs, period.previousStart, period.start).entries).toBe(90);
  });
});
