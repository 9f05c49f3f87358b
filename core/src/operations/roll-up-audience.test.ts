import { describe, expect, it } from 'vitest';
import { DIRECT, OTHER_SOURCES, SOURCES_PER_DAY, SOURCES_PER_MONTH } from '../domain/audience';
import type { Data } from '../port/data-port';
import { recordAudience } from './record-audience';
import { rollUpAudience } from './roll-up-audience';
import { refusingBatches } from '../testing/refusing-batches';
import { storeWith } from './testing/fixtures';

const SITE = { name: 'Épicerie', active: true };
// 23:30 in Paris on 26 November, then the night after.
const EVENING = new Date('2026-11-26T22:30:00Z');
const NIGHT = new Date('2026-11-27T02:30:00Z');
const view = { kind: 'view', page: 'accueil', source: DIRECT, device: 'phone' } as const;
const day = (date: string) => ({
  day: date,
  views: 3,
  entries: 2,
  pages: {},
  sources: {},
  devices: {},
  actions: {},
});

describe('audience totals', () => {
  it('spreads a day’s hits over shards, then rolls them into the day once it is over', async () => {
    const db = await storeWith({ 'sites/s1': SITE });
    await recordAudience(db, 's1', view, EVENING, 0);
    await recordAudience(db, 's1', { ...view, page: 'produits', source: 'google.com' }, EVENING, 1);
    await recordAudience(db, 's1', { kind: 'action', action: 'call' }, EVENING, 1);
    // A further page of the same visit: a view, no entry.
    await recordAudience(db, 's1', { ...view, page: 'contact', source: null }, EVENING, 2);
    expect((await db.get('sites/s1/statShards/2026-11-26-1'))?.data).toEqual({
      day: '2026-11-26',
      views: 1,
      entries: 1,
      pages: { produits: 1 },
      sources: { 'google.com': 1 },
      devices: { phone: 1 },
      actions: { call: 1 },
    });
    // A hit of the new day stays in its shard.
    await recordAudience(db, 's1', view, NIGHT, 0);

    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 1, shards: 3, expired: 0, failed: [] });
    expect((await db.get('sites/s1/stats/2026-11-26'))?.data).toEqual({
      day: '2026-11-26',
      views: 3,
      entries: 2,
      pages: { accueil: 1, produits: 1, contact: 1 },
      sources: { [DIRECT]: 1, 'google.com': 1 },
      devices: { phone: 2 },
      actions: { call: 1 },
    });
    expect((await db.query('sites/s1/statShards')).map((doc) => doc.id)).toEqual(['2026-11-27-0']);
    // The month's totals: the day just finished.
    expect((await db.get('sites/s1/statMonths/2026-11'))?.data).toMatchObject({ day: '2026-11-01', views: 3 });
    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 0, shards: 0, expired: 0, failed: [] });
  });

  it('rewrites the month’s totals from its days, the day just finished with them', async () => {
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s1/stats/2026-10-31': day('2026-10-31'),
      'sites/s1/stats/2026-11-01': day('2026-11-01'),
      'sites/s1/stats/2026-11-25': day('2026-11-25'),
      // Already counted in its day: a shard written after its day was rolled up (a late trigger).
      'sites/s1/stats/2026-11-26': day('2026-11-26'),
      'sites/s1/statMonths/2026-11': { ...day('2026-11-01'), views: 999 },
    });
    await recordAudience(db, 's1', view, EVENING, 4);
    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 1, shards: 1, expired: 0, failed: [] });
    expect((await db.get('sites/s1/stats/2026-11-26'))?.data).toMatchObject({ views: 4, entries: 3 });
    expect((await db.get('sites/s1/statMonths/2026-11'))?.data).toMatchObject({
      day: '2026-11-01',
      views: 10,
      entries: 7,
      devices: { phone: 1 },
    });
  });

  it('writes the months of days counted before monthly totals existed, once', async () => {
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s1/stats/2026-10-30': day('2026-10-30'),
      'sites/s1/stats/2026-10-31': day('2026-10-31'),
      'sites/s1/stats/2026-11-02': day('2026-11-02'),
    });
    await rollUpAudience(db, NIGHT);
    expect((await db.query('sites/s1/statMonths')).map(({ id, data }) => [id, data.views])).toEqual([
      ['2026-10', 6],
      ['2026-11', 3],
    ]);
  });

  it('writes every shop’s figures of each period, up to yesterday, most visited first', async () => {
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s2': { name: 'Boulangerie', active: true },
      'sites/s3': { name: 'Atelier', active: false },
      'sites/s1/stats/2026-11-26': { ...day('2026-11-26'), actions: { call: 2, quote: 1 } },
      'sites/s1/stats/2026-11-19': day('2026-11-19'),
      'sites/s1/stats/2026-11-13': day('2026-11-13'),
      'sites/s2/stats/2026-11-20': { ...day('2026-11-20'), entries: 5 },
      'sites/s1/statMonths/2026-11': { ...day('2026-11-01'), entries: 6 },
      'sites/s1/statMonths/2025-11': { ...day('2025-11-01'), entries: 4 },
      'sites/s2/statMonths/2026-11': { ...day('2026-11-01'), entries: 5 },
    });
    // Today's hits wait for tomorrow's table.
    await recordAudience(db, 's2', view, NIGHT, 0);
    await rollUpAudience(db, NIGHT);
    const summary = async (period: string) => (await db.get(`audienceSummaries/${period}`))?.data;
    expect(await summary('7d')).toEqual({
      through: '2026-11-26',
      rows: [
        { siteId: 's2', name: 'Boulangerie', visits: 5, views: 3, actions: 0, previousVisits: 0 },
        { siteId: 's1', name: 'Épicerie', visits: 2, views: 3, actions: 3, previousVisits: 4 },
        { siteId: 's3', name: 'Atelier', visits: 0, views: 0, actions: 0, previousVisits: 0 },
      ],
    });
    expect(await summary('12m')).toMatchObject({
      rows: [
        { siteId: 's1', visits: 6, previousVisits: 4 },
        { siteId: 's2', visits: 5, previousVisits: 0 },
        { siteId: 's3', visits: 0 },
      ],
    });
    expect(await summary('90d')).toMatchObject({
      rows: [{ siteId: 's1', visits: 6 }, { siteId: 's2', visits: 5 }, {}],
    });
  });

  it('deletes the days and months older than 25 months', async () => {
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s1/stats/2024-10-26': day('2024-10-26'),
      'sites/s1/stats/2024-10-27': day('2024-10-27'),
      'sites/s1/statMonths/2024-09': day('2024-09-01'),
      'sites/s1/statMonths/2024-10': day('2024-10-01'),
    });
    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 0, shards: 0, expired: 2, failed: [] });
    expect((await db.query('sites/s1/stats')).map((doc) => doc.id)).toEqual(['2024-10-27']);
    expect((await db.query('sites/s1/statMonths')).map((doc) => doc.id)).toEqual(['2024-10']);
  });

  it('keeps a day’s most counted sources up to its cap and the rest under « Autres », whatever the traffic', async () => {
    const sources = Object.fromEntries(Array.from({ length: 10_000 }, (_, n) => [`source-${n}.example`, 1]));
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s1/statShards/2026-11-26-0': { ...day('2026-11-26'), entries: 10_003, sources },
      'sites/s1/statShards/2026-11-26-1': { ...day('2026-11-26'), entries: 3, sources: { 'google.com': 3 } },
    });
    await rollUpAudience(db, NIGHT);
    const stored = (await db.get('sites/s1/stats/2026-11-26'))?.data.sources as Record<string, number>;
    expect(Object.keys(stored)).toHaveLength(SOURCES_PER_DAY + 1);
    expect(stored['google.com']).toBe(3);
    expect(stored[OTHER_SOURCES]).toBe(10_000 - (SOURCES_PER_DAY - 1));
    // Every visit is still counted once, « Autres » included.
    expect(Object.values(stored).reduce((a, b) => a + b, 0)).toBe(10_003);
  });

  it('keeps a month’s most counted sources up to its cap, from days that each kept theirs', async () => {
    const docs: Record<string, Data> = { 'sites/s1': SITE };
    for (let date = 1; date <= 26; date += 1) {
      const iso = `2026-11-${String(date).padStart(2, '0')}`;
      const sources = Object.fromEntries(Array.from({ length: 350 }, (_, n) => [`s${date}-${n}.example`, 1]));
      docs[`sites/s1/statShards/${iso}-0`] = { ...day(iso), entries: 351, sources: { ...sources, 'qwant.com': 1 } };
    }
    const db = await storeWith(docs);
    expect(await rollUpAudience(db, NIGHT)).toMatchObject({ days: 26, failed: [] });
    const month = (await db.get('sites/s1/statMonths/2026-11'))?.data.sources as Record<string, number>;
    expect(Object.keys(month)).toHaveLength(SOURCES_PER_MONTH + 1);
    expect(month['qwant.com']).toBe(26);
    expect(Object.values(month).reduce((a, b) => a + b, 0)).toBe(26 * 351);
  });

  it('rolls up the other shops and writes the table when one shop fails, and says which', async () => {
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s2': { name: 'Cassée', active: true },
      'sites/s3': { name: 'Atelier', active: true },
      'sites/s1/statShards/2026-11-26-0': day('2026-11-26'),
      'sites/s2/statShards/2026-11-26-0': day('2026-11-26'),
      'sites/s3/statShards/2026-11-26-0': day('2026-11-26'),
    });
    const failures: string[] = [];
    const report = await rollUpAudience(refusingBatches(db, 'sites/s2/'), NIGHT, (siteId, step) =>
      failures.push(`${siteId}:${step}`),
    );
    expect(report).toEqual({ days: 2, shards: 2, expired: 0, failed: ['s2'] });
    expect(failures).toEqual(['s2:shards']);
    expect((await db.get('sites/s3/stats/2026-11-26'))?.data).toMatchObject({ views: 3 });
    // Its stored figures still give it a line in the table.
    const rows = (await db.get('audienceSummaries/7d'))?.data.rows as { siteId: string; visits: number }[];
    expect(rows.map(({ siteId, visits }) => [siteId, visits])).toEqual([
      ['s3', 2],
      ['s1', 2],
      ['s2', 0],
    ]);
  });
});
