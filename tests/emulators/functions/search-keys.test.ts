import { siteSearchKeys } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-search-keys';
const HOST = 'it-search-keys.fr';
const at = new Date('2026-11-20T10:00:00.000Z');

/** The site's search keys once they are `wanted` (the searchKeys-* triggers run on the Functions emulator). */
async function keysOnce(wanted: readonly string[]) {
  const { db } = admin();
  return eventually(async () => {
    const keys: unknown = (await db.doc(`sites/${SITE}`).get()).get('searchKeys');
    return JSON.stringify(keys) === JSON.stringify(wanted) ? keys : null;
  }, 20_000);
}

describe('search keys (the searchKeys-* triggers on the Functions emulator)', () => {
  beforeAll(async () => {
    const { db } = admin();
    await db.recursiveDelete(db.doc(`sites/${SITE}`));
    await Promise.all([HOST, `www.${HOST}`].map((host) => db.doc(`domains/${host}`).delete()));
  });

  it('follows the site’s creation, a domain mapped, a rename and the domain removed', async () => {
    const { db } = admin();
    await db.doc(`sites/${SITE}`).set({ name: 'Épicerie Clé', ownerId: null, createdAt: at, updatedAt: at });
    await keysOnce(siteSearchKeys('Épicerie Clé', []));
    await db.doc(`domains/${HOST}`).set({ siteId: SITE, active: false, createdAt: at, updatedAt: at });
    await keysOnce(siteSearchKeys('Épicerie Clé', [HOST]));
    await db.doc(`sites/${SITE}`).update({ name: 'Fromagerie Clé' });
    await keysOnce(siteSearchKeys('Fromagerie Clé', [HOST]));
    await db.doc(`domains/${HOST}`).delete();
    expect(await keysOnce(siteSearchKeys('Fromagerie Clé', []))).toContain('fromagerie');
  });
});
