import * as core from '@comptoir/core';
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purgeExpiredData } from './purge-expired-data';
import { useFakeAdmin } from './testing/fake-admin';

vi.mock('./admin', () => import('./testing/fake-admin'));

const AT = new Date('2026-11-20T10:00:00.000Z');
// 03:30 in Paris on 27 November: the day to roll up is the 26th.
const NIGHT = new Date('2026-11-27T02:30:00Z');
const YESTERDAY = '2026-11-26';
const totals = (day: string) => ({ day, views: 2, entries: 1, pages: {}, sources: {}, devices: {}, actions: {} });
const run = () =>
  purgeExpiredData.run({ scheduleTime: NIGHT.toISOString() } as Parameters<typeof purgeExpiredData.run>[0]);

async function twoShops() {
  const store = await useFakeAdmin();
  await store.batch(
    ['s1', 's2'].flatMap((siteId) => [
      {
        kind: 'set' as const,
        path: `sites/${siteId}`,
        data: { name: siteId, active: true, createdAt: AT, updatedAt: AT },
      },
      { kind: 'set' as const, path: `sites/${siteId}/statShards/${YESTERDAY}-0`, data: totals(YESTERDAY) },
    ]),
  );
  return store;
}

describe('purgeExpiredData (the nightly job)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NIGHT }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('rolls up the audience when the purge fails, then fails the run', async () => {
    const store = await twoShops();
    vi.spyOn(core, 'purgeExpiredData').mockRejectedValue(new Error('purge en panne'));
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(run()).rejects.toThrow('purge en panne');
    expect((await store.get(`sites/s1/stats/${YESTERDAY}`))?.data).toMatchObject({ views: 2 });
    expect(await store.get('audienceSummaries/7d')).not.toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('purgeExpiredData: failed'), expect.anything());
  });

  it('names in the logs the shop whose roll-up failed, and rolls up the others', async () => {
    const store = await twoShops();
    const batch = store.batch.bind(store);
    vi.spyOn(store, 'batch').mockImplementation((writes) =>
      writes.some(({ path }) => path.startsWith('sites/s2/')) ? Promise.reject(new Error('trop gros')) : batch(writes),
    );
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await run();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('site s2 failed'),
      expect.objectContaining({ siteId: 's2', step: 'shards' }),
    );
    expect((await store.get(`sites/s1/stats/${YESTERDAY}`))?.data).toMatchObject({ views: 2 });
    expect(await store.get(`sites/s2/stats/${YESTERDAY}`)).toBeNull();
  });
});
