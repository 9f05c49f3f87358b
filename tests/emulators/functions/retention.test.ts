import { purgeExpiredData } from '@comptoir/core';
import { KEPT, PURGED, PURGE_DOCS, PURGE_NOW } from '@comptoir/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { admin, closeClients } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-retention';

const exists = async (path: string) => (await admin().db.doc(path).get()).exists;

async function clear(): Promise<void> {
  const { db } = admin();
  for (const site of ['purge-a', 'purge-b', SITE]) await db.recursiveDelete(db.doc(`sites/${site}`));
  for (const path of Object.keys(PURGE_DOCS).filter((path) => !path.startsWith('sites/'))) await db.doc(path).delete();
}

describe('retention (Firestore and Functions emulators)', () => {
  afterAll(async () => {
    await clear();
    await closeClients();
  });

  it('purges, at a given time, what is past each retention with its logs, and keeps the rest', async () => {
    await clear();
    const { db } = admin();
    await Promise.all(Object.entries(PURGE_DOCS).map(([path, data]) => db.doc(path).set(data)));
    const report = await purgeExpiredData(new AdminDataPort(db), PURGE_NOW);
    // Other tests' documents are all far younger than these cut-offs: the counts are this scenario's.
    expect(report).toEqual({ leads: 5, notifications: 1, prospects: 1, visitorQuotas: 1, addressQuotas: 1 });
    for (const path of PURGED) expect(await exists(path), path).toBe(false);
    for (const path of KEPT) expect(await exists(path), path).toBe(true);
  });

  it('deletes a lead’s notification log when the lead is deleted (onQuoteRequestDeleted)', async () => {
    const { db } = admin();
    const at = new Date();
    await db.doc(`sites/${SITE}`).set({ name: 'Rétention', ownerId: null, createdAt: at, updatedAt: at });
    const lead = db.doc(`sites/${SITE}/quoteRequests/q-1`);
    await lead.set({ customerEmail: 'camille@example.fr', createdAt: at });
    const logs = db.collection(`sites/${SITE}/notifications`).where('leadId', '==', 'q-1');
    // The creation trigger logs the (skipped: no addresses) notification, naming its lead.
    await eventually(async () => ((await logs.get()).size === 1 ? true : null));
    await lead.delete();
    await eventually(async () => ((await logs.get()).empty ? true : null));
  });
});
