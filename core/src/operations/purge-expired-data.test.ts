import { describe, expect, it } from 'vitest';
import { deleteLeadNotifications, monthsBefore, purgeExpiredData } from './purge-expired-data';
import { storeWith } from './testing/fixtures';
import { KEPT, PURGED, PURGE_DOCS, PURGE_NOW } from '../testing/purge-scenario';

const existing = async (db: Awaited<ReturnType<typeof storeWith>>, paths: readonly string[]) =>
  (await Promise.all(paths.map(async (path) => ((await db.get(path)) ? path : null)))).filter(Boolean);

describe('purgeExpiredData', () => {
  it('deletes what is past each retention, with its notification logs, and keeps the rest', async () => {
    const db = await storeWith(PURGE_DOCS);
    await expect(purgeExpiredData(db, PURGE_NOW)).resolves.toEqual({
      leads: 5,
      notifications: 1,
      prospects: 1,
      visitorQuotas: 1,
      addressQuotas: 1,
    });
    expect(await existing(db, PURGED)).toEqual([]);
    expect(await existing(db, KEPT)).toEqual(KEPT);
  });

  it('finds nothing more on a second run', async () => {
    const db = await storeWith(PURGE_DOCS);
    await purgeExpiredData(db, PURGE_NOW);
    await expect(purgeExpiredData(db, PURGE_NOW)).resolves.toEqual({
      leads: 0,
      notifications: 0,
      prospects: 0,
      visitorQuotas: 0,
      addressQuotas: 0,
    });
  });
});

describe('deleteLeadNotifications', () => {
  it('deletes only the logs of that lead', async () => {
    const db = await storeWith(PURGE_DOCS);
    await expect(deleteLeadNotifications(db, 'purge-a', 'recent')).resolves.toBe(1);
    expect(await db.get('sites/purge-a/notifications/evt-recent')).toBeNull();
    expect(await db.get('sites/purge-a/notifications/evt-old')).not.toBeNull();
  });
});

describe('monthsBefore', () => {
  it('counts calendar months', () => {
    expect(monthsBefore(new Date('2023-06-01T03:30:00Z'), 6).toISOString()).toBe('2022-12-01T03:30:00.000Z');
    expect(monthsBefore(new Date('2023-06-01T03:30:00Z'), 36).toISOString()).toBe('2020-06-01T03:30:00.000Z');
  });
});
