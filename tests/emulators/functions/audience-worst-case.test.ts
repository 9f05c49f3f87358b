import { OTHER_SOURCES, SOURCES_PER_DAY, SOURCES_PER_MONTH, rollUpAudience } from '@comptoir/core';
import { refusingBatches } from '@comptoir/core/testing';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { admin } from '../support/clients';

// 03:30 in Paris on 27 November 2026: the days up to the 26th are rolled up.
const NIGHT = new Date('2026-11-27T02:30:00Z');
const AT = new Date('2026-11-01T10:00:00.000Z');
const NOISY = 'it-worst-noisy-day';
const MONTHLY = 'it-worst-noisy-month';
const QUIET = 'it-worst-quiet';
const BROKEN = 'it-worst-broken';
const SITES = [NOISY, MONTHLY, QUIET, BROKEN];
const MIB = 1024 * 1024;

/** A distinct referring domain of 100 characters, the longest one a count keeps. */
const domain = (tag: string, n: number) => `${`${tag}${n}`.padEnd(60, 'a')}.${'b'.repeat(31)}.example`;

const shard = (day: string, sources: Record<string, number>) => {
  const entries = Object.values(sources).reduce((a, b) => a + b, 0);
  return {
    day,
    views: entries,
    entries,
    pages: { accueil: entries },
    sources,
    devices: { phone: entries },
    actions: {},
  };
};

/** Firestore's stored size of a value (its documented rules: strings and keys + 1 byte, numbers 8). */
function storedSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value) + 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (value === null || typeof value === 'boolean') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + storedSize(item), 0);
  if (typeof value === 'object' && 'toDate' in value) return 8;
  return Object.entries(value as DocumentData).reduce(
    (sum, [key, item]) => sum + storedSize(key) + storedSize(item),
    0,
  );
}
const documentSize = (path: string, data: DocumentData | undefined) =>
  path.split('/').reduce((sum, segment) => sum + Buffer.byteLength(segment) + 1, 16) + storedSize(data) + 32;

async function clear() {
  const { db } = admin();
  for (const site of SITES) await db.recursiveDelete(db.doc(`sites/${site}`));
}

/** Writes `docs` in batches of 400 (Firestore takes at most 500 writes in one). */
async function writeAll(docs: [path: string, data: DocumentData][]) {
  const { db } = admin();
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const [path, data] of docs.slice(start, start + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

describe('the nightly roll-up at the worst case (Firestore emulator)', () => {
  beforeAll(async () => {
    await clear();
    const docs: [string, DocumentData][] = SITES.map((id) => [
      `sites/${id}`,
      { name: id, plan: 'pro', ownerId: 'o', active: true, createdAt: AT, updatedAt: AT },
    ]);
    // 10,000 distinct referrers in one day, over the day's 50 shards: 1.1 MB of sources once added up.
    for (let n = 0; n < 50; n += 1) {
      const sources = Object.fromEntries(Array.from({ length: 200 }, (_, k) => [domain('d', n * 200 + k), 1]));
      docs.push([`sites/${NOISY}/statShards/2026-11-26-${n}`, shard('2026-11-26', sources)]);
    }
    // 350 new referrers a day for all of October (one address's 30 a minute is enough), and a search
    // engine seen twice a day: 1.2 MB of sources in its month.
    for (let date = 1; date <= 31; date += 1) {
      const day = `2026-10-${String(date).padStart(2, '0')}`;
      for (let n = 0; n < 5; n += 1) {
        const sources = Object.fromEntries(Array.from({ length: 70 }, (_, k) => [domain(`m${date}-`, n * 70 + k), 1]));
        docs.push([
          `sites/${MONTHLY}/statShards/${day}-${n}`,
          shard(day, n === 0 ? { ...sources, 'qwant.com': 2 } : sources),
        ]);
      }
    }
    docs.push([`sites/${QUIET}/statShards/2026-11-26-7`, shard('2026-11-26', { 'google.com': 3 })]);
    docs.push([`sites/${BROKEN}/statShards/2026-11-26-1`, shard('2026-11-26', { 'google.com': 1 })]);
    await writeAll(docs);
  });

  afterAll(clear);

  it('completes for every other shop, keeps each document well under 1 MiB and writes the summary', async () => {
    const { db } = admin();
    const failures: string[] = [];
    const report = await rollUpAudience(refusingBatches(new AdminDataPort(db), `sites/${BROKEN}/`), NIGHT, (siteId) =>
      failures.push(siteId),
    );
    // Other files' shops may be rolled up too: only these four are looked at.
    expect(report.failed).toContain(BROKEN);
    expect(report.failed).not.toContain(NOISY);
    expect(report.failed).not.toContain(MONTHLY);
    expect(failures).toContain(BROKEN);

    const noisyDay = (await db.doc(`sites/${NOISY}/stats/2026-11-26`).get()).data();
    expect(Object.keys(noisyDay?.sources as object)).toHaveLength(SOURCES_PER_DAY + 1);
    expect((noisyDay?.sources as Record<string, number>)[OTHER_SOURCES]).toBe(10_000 - SOURCES_PER_DAY);
    expect(noisyDay?.entries).toBe(10_000);
    expect((await db.collection(`sites/${NOISY}/statShards`).get()).size).toBe(0);

    const october = (await db.doc(`sites/${MONTHLY}/statMonths/2026-10`).get()).data();
    expect(Object.keys(october?.sources as object)).toHaveLength(SOURCES_PER_MONTH + 1);
    expect((october?.sources as Record<string, number>)['qwant.com']).toBe(62);
    expect(october?.entries).toBe(31 * 352);
    expect((await db.collection(`sites/${MONTHLY}/stats`).get()).size).toBe(31);

    expect((await db.doc(`sites/${QUIET}/stats/2026-11-26`).get()).data()).toMatchObject({ entries: 3 });
    const table = (await db.doc('audienceSummaries/30d').get()).data() as {
      through: string;
      rows: { siteId: string }[];
    };
    expect(table.through).toBe('2026-11-26');
    expect(table.rows.map(({ siteId }) => siteId)).toEqual(expect.arrayContaining(SITES));

    const written = [
      ...(await db.collection(`sites/${NOISY}/stats`).get()).docs,
      ...(await db.collection(`sites/${NOISY}/statMonths`).get()).docs,
      ...(await db.collection(`sites/${MONTHLY}/stats`).get()).docs,
      ...(await db.collection(`sites/${MONTHLY}/statMonths`).get()).docs,
    ];
    const largest = Math.max(...written.map((doc) => documentSize(doc.ref.path, doc.data())));
    expect(largest).toBeLessThan(MIB / 16);
  });
});
