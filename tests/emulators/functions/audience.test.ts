import { rollUpAudience } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { admin, functionUrl } from '../support/clients';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SITE = 'it-audience';

/** A beacon as `navigator.sendBeacon` sends it (text/plain JSON), as Hosting forwards it for `host`. */
const beacon = (body: object, { host = 'it-audience.fr', agent = PHONE } = {}) =>
  fetch(functionUrl('audience'), {
    method: 'POST',
    headers: { 'X-Forwarded-Host': host, 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': agent },
    body: JSON.stringify(body),
  });

async function totals() {
  const shards = await admin().db.collection(`sites/${SITE}/statShards`).get();
  return shards.docs.reduce(
    (sum, doc) => ({
      views: sum.views + ((doc.get('views') as number | undefined) ?? 0),
      calls: sum.calls + ((doc.get('actions.call') as number | undefined) ?? 0),
      sources: { ...sum.sources, ...((doc.get('sources') as Record<string, number> | undefined) ?? {}) },
    }),
    { views: 0, calls: 0, sources: {} as Record<string, number> },
  );
}

describe('audience (HTTP function): page views and taps counted without cookies', () => {
  beforeAll(async () => {
    const { db } = admin();
    const at = new Date('2026-11-20T10:00:00.000Z');
    await db.doc('domains/it-audience.fr').set({ siteId: SITE, active: true, createdAt: at, updatedAt: at });
    await db
      .doc(`sites/${SITE}`)
      .set({ name: 'Épicerie', plan: 'pro', ownerId: 'o', active: true, createdAt: at, updatedAt: at });
  });

  it('counts a view and a tap on the phone number for the shop of the visited host', async () => {
    const view = await beacon({ path: '/merchant/products', referrer: 'https://www.qwant.com/?q=epicerie' });
    expect(view.status).toBe(204);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect((await beacon({ path: '/merchant/contact', action: 'call' })).status).toBe(204);
    expect(await totals()).toEqual({ views: 1, calls: 1, sources: { 'qwant.com': 1 } });
  });

  it('answers a robot, an unknown host and a GET without counting anything (attack side)', async () => {
    const before = await totals();
    expect((await beacon({ path: '/' }, { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(
      204,
    );
    expect((await beacon({ path: '/' }, { host: 'inconnu.example' })).status).toBe(204);
    expect((await fetch(functionUrl('audience'), { headers: { 'X-Forwarded-Host': 'it-audience.fr' } })).status).toBe(
      405,
    );
    expect(await totals()).toEqual(before);
  });
});

describe('the nightly roll-up against Firestore (its queries and batches)', () => {
  it('adds a finished day’s shards into the day and its month, deletes them, and writes the administrator’s table', async () => {
    const { db } = admin();
    const site = 'it-audience-rollup';
    const at = new Date('2026-11-20T10:00:00.000Z');
    const totals = { views: 2, entries: 1, pages: { accueil: 2 }, sources: {}, devices: { phone: 1 }, actions: {} };
    await db
      .doc(`sites/${site}`)
      .set({ name: 'Zinc du coin', plan: 'pro', ownerId: 'o', active: true, createdAt: at, updatedAt: at });
    await db.doc(`sites/${site}/stats/2026-11-02`).set({ ...totals, day: '2026-11-02' });
    await db.doc(`sites/${site}/statShards/2026-11-26-3`).set({ ...totals, day: '2026-11-26' });
    await db.doc(`sites/${site}/statShards/2026-11-26-9`).set({ ...totals, day: '2026-11-26', actions: { call: 1 } });

    await rollUpAudience(new AdminDataPort(db), new Date('2026-11-27T02:30:00Z'));

    expect((await db.collection(`sites/${site}/statShards`).get()).size).toBe(0);
    expect((await db.doc(`sites/${site}/stats/2026-11-26`).get()).data()).toMatchObject({ views: 4, entries: 2 });
    expect((await db.doc(`sites/${site}/statMonths/2026-11`).get()).data()).toMatchObject({
      day: '2026-11-01',
      views: 6,
      entries: 3,
      actions: { call: 1 },
    });
    const table = (await db.doc('audienceSummaries/30d').get()).data() as { through: string; rows: object[] };
    expect(table.through).toBe('2026-11-26');
    expect(table.rows).toContainEqual({
      siteId: site,
      name: 'Zinc du coin',
      visits: 3,
      views: 6,
      actions: 1,
      previousVisits: 0,
    });
    await db.recursiveDelete(db.doc(`sites/${site}`));
  });
});
