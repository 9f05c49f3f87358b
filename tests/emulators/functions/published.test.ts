import { decodeEntries, publishedMainSchema, publishedPartSchema } from '@comptoir/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, functionUrl } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-published';
const at = new Date('2026-11-20T10:00:00.000Z');

/** The site's published entries once they satisfy `ready` (the publish-* triggers run on the Functions emulator). */
async function publishedOnce(ready: (entries: Map<string, Record<string, unknown>>, deleted: boolean) => boolean) {
  const { db } = admin();
  return eventually(async () => {
    const snapshot = await db.doc(`published/${SITE}`).get();
    if (!snapshot.exists) return null;
    const main = publishedMainSchema.parse({ ...snapshot.data(), version: snapshot.get('version')?.toDate() });
    const parts = await Promise.all(
      Array.from({ length: main.parts.catalogue }, (_, index) =>
        db.doc(`published/${SITE}/parts/catalogue-${index}`).get(),
      ),
    );
    const contents = parts.map((part) => publishedPartSchema.shape.content.safeParse(part.get('content')));
    // A part read between a rebuild's writes may be gone already: read again.
    if (contents.some((content) => !content.success)) return null;
    const entries = new Map([main.content, ...contents.map((content) => content.data ?? '')].flatMap(decodeEntries));
    return ready(entries, main.deleted) ? entries : null;
  }, 20_000);
}

const page = async (path: string) =>
  (await fetch(`${functionUrl('renderPage')}${path}`, { headers: { 'X-Forwarded-Host': '127.0.0.1:5000' } })).text();

describe('published documents (the publish-* triggers on the Functions emulator)', () => {
  beforeAll(async () => {
    const { db } = admin();
    await db.recursiveDelete(db.doc(`sites/${SITE}`));
    await db.recursiveDelete(db.doc(`published/${SITE}`));
  });

  it('follows every write to the site, its pages and its catalogue, and the rendered page shows them', async () => {
    const { db } = admin();
    await db
      .doc(`sites/${SITE}`)
      .set({ name: 'Fromagerie Publiée', plan: 'pro', ownerId: 'o', active: true, createdAt: at, updatedAt: at });
    await db.doc(`sites/${SITE}/pages/home`).set({ heroTitle: 'Des fromages affinés ici' });
    await db.doc(`sites/${SITE}/products/comte`).set({ name: 'Comté 24 mois', orderIndex: 0, isActive: true });
    await db.doc(`sites/${SITE}/quoteRequests/q1`).set({ customerFirstName: 'Camille', createdAt: at });
    const entries = await publishedOnce(
      (found) => found.get('pages/home')?.heroTitle === 'Des fromages affinés ici' && found.has('products/comte'),
    );
    expect(entries.get('')?.name).toBe('Fromagerie Publiée');
    expect([...entries.keys()].some((path) => path.startsWith('quoteRequests'))).toBe(false);
    expect(await page(`/?site=${SITE}`)).toMatch(/<h1[^>]*>Des fromages affinés ici</);

    const saved = performance.now();
    await db.doc(`sites/${SITE}/pages/home`).update({ heroTitle: 'Nouveau : le Salers' });
    await publishedOnce((found) => found.get('pages/home')?.heroTitle === 'Nouveau : le Salers');
    console.info(`A save published after ${Math.round(performance.now() - saved)} ms`);
    expect(await page(`/?site=${SITE}`)).toMatch(/<h1[^>]*>Nouveau : le Salers</);
  });

  it('publishes a deactivated site’s own document alone, and its content again once reactivated (attack side)', async () => {
    const { db } = admin();
    await db.doc(`sites/${SITE}`).update({ active: false });
    const offline = await publishedOnce((found) => found.get('')?.active === false);
    expect([...offline.keys()]).toEqual(['']);
    expect((await db.collection(`published/${SITE}/parts`).get()).size).toBe(0);
    expect(await page(`/?site=${SITE}`)).not.toContain('Comté 24 mois');
    await db.doc(`sites/${SITE}`).update({ active: true });
    const online = await publishedOnce((found) => found.get('')?.active === true && found.has('products/comte'));
    expect(online.has('pages/home')).toBe(true);
  });

  it('publishes nothing of a deleted site, and the page no longer shows it', async () => {
    const { db } = admin();
    await db.recursiveDelete(db.doc(`sites/${SITE}`));
    const entries = await publishedOnce((found, deleted) => deleted && found.size === 0);
    expect(entries.size).toBe(0);
    expect(await page(`/?site=${SITE}`)).not.toContain('Fromagerie Publiée');
  });
});
