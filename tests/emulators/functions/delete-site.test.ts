import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, browserClient, callCode, closeClients, provisionAccount } from '../support/clients';
import { eventually } from '../support/emulators';

const PASSWORD = 'demo1234';
const ADMIN = { uid: 'it-delete-admin', email: 'it-delete-admin@demo.test', password: PASSWORD };
const OWNER = { uid: 'it-delete-owner', email: 'it-delete-owner@demo.test', password: PASSWORD };
const SITE = 'it-delete-site';
const AT = new Date('2026-01-05T10:00:00.000Z');

/** Every document below `ref`, at any depth, as the Admin SDK lists them. */
async function documentsBelow(ref: DocumentReference): Promise<string[]> {
  const found: string[] = [];
  for (const collection of await ref.listCollections()) {
    for (const child of await collection.listDocuments()) {
      if ((await child.get()).exists) found.push(child.path);
      found.push(...(await documentsBelow(child)));
    }
  }
  return found;
}

const MERCHANT = 'it-delete-merchant@example.fr';
const tokenOf = (link: string | null) => new URL(link ?? 'http://x/').searchParams.get('jeton') ?? '';

async function seedSite() {
  const { db } = admin();
  const site = db.doc(`sites/${SITE}`);
  const batch = db.batch();
  batch.set(site, { name: 'Boutique à supprimer', ownerId: OWNER.uid, createdAt: AT, updatedAt: AT });
  batch.set(site.collection('private').doc('settings'), { senderEmail: '', merchantEmails: [MERCHANT] });
  batch.set(site.collection('pages').doc('home'), { heroTitle: 'Bienvenue' });
  batch.set(site.collection('products').doc('p1'), { name: 'Miel', orderIndex: 0 });
  batch.set(site.collection('events').doc('e1'), { title: 'Dégustation', participationCount: 1 });
  batch.set(site.collection('events').doc('e1').collection('participants').doc('v1'), { joinedAt: AT });
  batch.set(site.collection('quoteRequests').doc('q1'), { name: 'Client', createdAt: AT });
  batch.set(db.doc('domains/it-delete.fr'), { siteId: SITE, active: true, createdAt: AT, updatedAt: AT });
  await batch.commit();
  // The new quote request's trigger records its notification and counts it for « Statistiques »
  // under the site: wait for both.
  await eventually(async () => (await site.collection('notifications').get()).docs[0]);
  await eventually(async () => (await site.collection('statShards').get()).docs[0]);
  return site;
}

describe('deleteSite (Functions + Auth + Firestore emulators)', () => {
  beforeAll(async () => {
    await provisionAccount(ADMIN, 'admin');
    await provisionAccount(OWNER);
  });
  afterAll(closeClients);

  it('refuses the site’s owner and a wrong name, deleting nothing', async () => {
    const site = await seedSite();
    const owner = browserClient();
    await owner.signIn(OWNER.email, OWNER.password);
    await expect(
      callCode(owner.call('deleteSite', { siteId: SITE, confirmName: 'Boutique à supprimer' })),
    ).resolves.toBe('permission-denied');
    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    await expect(callCode(client.call('deleteSite', { siteId: SITE, confirmName: 'Boutique' }))).resolves.toBe(
      'failed-precondition',
    );
    expect((await site.get()).exists).toBe(true);
    expect(await documentsBelow(site)).toHaveLength(8);
  });

  it('leaves nothing of a site an administrator deletes: no document at any depth, no domain mapping', async () => {
    const site = await seedSite();
    const below = await documentsBelow(site);
    expect(below.length).toBeGreaterThanOrEqual(8);
    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    await expect(client.call('deleteSite', { siteId: SITE, confirmName: 'Boutique à supprimer' })).resolves.toEqual({
      siteId: SITE,
      documents: below.length + 1,
      domains: 1,
      files: 0,
    });
    expect((await site.get()).exists).toBe(false);
    expect(await documentsBelow(site)).toEqual([]);
    expect((await admin().db.doc('domains/it-delete.fr').get()).exists).toBe(false);
  });

  it('deletes the site’s pending address confirmations: an old link confirms nothing on a site made later', async () => {
    const site = await seedSite();
    const owner = browserClient();
    await owner.signIn(OWNER.email, OWNER.password);
    const before = await owner.call('sendRecipientConfirmation', { siteId: SITE, email: MERCHANT });
    const pending = admin().db.collection('recipientConfirmations').where('siteId', '==', SITE);
    expect((await pending.get()).size).toBe(1);

    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    await client.call('deleteSite', { siteId: SITE, confirmName: 'Boutique à supprimer' });
    expect((await pending.get()).size).toBe(0);

    // The same id again, the same address saved: the old link is refused, a new one confirms.
    const later = new Date(AT.getTime() + 86_400_000);
    await site.set({ name: 'Nouvelle boutique', ownerId: OWNER.uid, createdAt: later, updatedAt: later });
    await site
      .collection('private')
      .doc('settings')
      .set({ senderEmail: '', merchantEmails: [MERCHANT] });
    const visitor = browserClient();
    await expect(callCode(visitor.call('confirmRecipient', { token: tokenOf(before.previewLink) }))).resolves.toBe(
      'not-found',
    );
    expect((await site.collection('private').doc('recipients').get()).get('confirmed') ?? []).not.toContain(MERCHANT);
    const now = await owner.call('sendRecipientConfirmation', { siteId: SITE, email: MERCHANT });
    await expect(visitor.call('confirmRecipient', { token: tokenOf(now.previewLink) })).resolves.toEqual({
      email: MERCHANT,
      siteName: 'Nouvelle boutique',
    });
    await admin().db.recursiveDelete(site);
  });

  it('refuses a pending link whose site was replaced behind its back (same id, another creation)', async () => {
    const site = await seedSite();
    const owner = browserClient();
    await owner.signIn(OWNER.email, OWNER.password);
    const { previewLink } = await owner.call('sendRecipientConfirmation', { siteId: SITE, email: MERCHANT });
    await site.update({ createdAt: new Date(AT.getTime() + 60_000) });
    await expect(callCode(browserClient().call('confirmRecipient', { token: tokenOf(previewLink) }))).resolves.toBe(
      'not-found',
    );
    await admin().db.recursiveDelete(site);
    await admin().db.doc('domains/it-delete.fr').delete();
  });
});
