import { describe, expect, it } from 'vitest';
import { DIRECT } from '../domain/audience';
import { recordAudience } from './record-audience';
import { rollUpAudience } from './roll-up-audience';
import { storeWith } from './testing/fixtures';

const SITE = { name: 'Épicerie', active: true };
// 23:30 in Paris on 26 November, then the night after.
const EVENING = new Date('2026-11-26T22:30:00Z');
const NIGHT = new Date('2026-11-27T02:30:00Z');
const view = { kind: 'view', page: 'accueil', source: DIRECT, device: 'phone' } as const;

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

    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 1, shards: 3, expired: 0 });
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
    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 0, shards: 0, expired: 0 });
  });

  it('deletes the days older than 25 months', async () => {
    const day = (date: string) => ({
      day: date,
      views: 3,
      entries: 2,
      pages: {},
      sources: {},
      devices: {},
      actions: {},
    });
    const db = await storeWith({
      'sites/s1': SITE,
      'sites/s1/stats/2024-10-26': day('2024-10-26'),
      'sites/s1/stats/2024-10-27': day('2024-10-27'),
    });
    expect(await rollUpAudience(db, NIGHT)).toEqual({ days: 0, shards: 0, expired: 1 });
    expect((await db.query('sites/s1/stats')).map((doc) => doc.id)).toEqual(['2024-10-27']);
  });
});
