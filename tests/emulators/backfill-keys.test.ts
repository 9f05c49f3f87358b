import { accountSearchKeys, siteSearchKeys } from '@comptoir/core';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { backfillKeys } from '../../scripts/lib/backfill-keys';

// A project of its own: no other file's leads, and no trigger runs for the updates.
const app = initializeApp({ projectId: 'demo-backfill' }, 'backfill');
const db = getFirestore(app);

describe('npm run backfill:keys (Firestore emulator)', () => {
  afterAll(async () => {
    await Promise.all(['sites', 'users', 'domains'].map((name) => db.recursiveDelete(db.collection(name))));
    await deleteApp(app);
  });

  it('gives every older lead, product, site and account its key, once, leaving the keyed ones alone', async () => {
    const at = new Date('2024-05-02T09:00:00Z');
    const older = {
      'sites/a/quoteRequests/q1': { customerEmail: 'Camille.Martin@Example.fr', createdAt: at },
      'sites/b/contactMessages/m1': { email: 'LEA@example.fr', createdAt: at },
      'sites/b/reservations/r1': { customerEmail: 'louise@example.fr', createdAt: at },
      'sites/b/products/p1': { name: 'Œufs de Pâques', createdAt: at },
      'sites/b': { name: 'Épicerie du Marché', createdAt: at },
      'domains/epicerie.fr': { siteId: 'b', createdAt: at },
      'users/u1': { email: 'camille@example.fr', role: 'user', createdAt: at },
    };
    await Promise.all(Object.entries(older).map(([path, data]) => db.doc(path).set(data)));
    // 401 keyed requests: more than a page, none to write.
    const keyed = Array.from({ length: 401 }, (_, n) => `sites/a/quoteRequests/k${String(n).padStart(3, '0')}`);
    const batch = db.batch();
    keyed.forEach((path) => batch.set(db.doc(path), { customerEmail: 'x@example.fr', emailKey: 'x@example.fr' }));
    await batch.commit();
    const before = (await db.doc(keyed[0] ?? '').get()).updateTime;

    const once = { quoteRequests: 1, contactMessages: 1, reservations: 1, products: 1, users: 1, sites: 1 };
    expect(await backfillKeys(db)).toEqual(once);
    expect((await db.doc('sites/a/quoteRequests/q1').get()).get('emailKey')).toBe('camille.martin@example.fr');
    expect((await db.doc('sites/b/contactMessages/m1').get()).get('emailKey')).toBe('lea@example.fr');
    expect((await db.doc('sites/b/reservations/r1').get()).get('emailKey')).toBe('louise@example.fr');
    expect((await db.doc('sites/b/products/p1').get()).get('nameKey')).toBe('oeufs de paques');
    expect((await db.doc('sites/b').get()).get('searchKeys')).toEqual(
      siteSearchKeys('Épicerie du Marché', ['epicerie.fr']),
    );
    expect((await db.doc('users/u1').get()).get('searchKeys')).toEqual(accountSearchKeys('camille@example.fr'));
    expect((await db.doc(keyed[0] ?? '').get()).updateTime?.isEqual(before!)).toBe(true);

    const none = { quoteRequests: 0, contactMessages: 0, reservations: 0, products: 0, users: 0, sites: 0 };
    expect(await backfillKeys(db)).toEqual(none);
  });
});
