import { SCALE, scaleSeed } from '@comptoir/core/scale';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { deleteDocuments, openSeedApp, withTriggersPaused, writeDocuments } from '../../../scripts/lib/seed-emulators';
import { appUrl } from './browser';
import { onEmulators } from './mode';
import { triggersCaughtUp } from './trigger-backlog';

const QUOTES = `sites/${SCALE.bigShop}/quoteRequests/`;

interface SeededQuote {
  id: string;
  name: string;
  status: string;
  createdAt: Date;
}

/** The big shop of the scale seed: its owner, and its quote requests newest first (the inbox's order). */
export function scaleShop(now = new Date()) {
  const { documents, owners } = scaleSeed(now);
  const owner = owners.find(({ uid }) =>
    documents.some(({ path, data }) => path === `sites/${SCALE.bigShop}` && data.ownerId === uid),
  );
  if (!owner) throw new Error(`No owner for ${SCALE.bigShop} in the scale seed`);
  const quotes: SeededQuote[] = documents
    .filter(({ path }) => path.startsWith(QUOTES))
    .map(({ path, data }) => ({
      id: path.slice(QUOTES.length),
      name: `${String(data.customerFirstName)} ${String(data.customerLastName)}`,
      status: String(data.status),
      createdAt: data.createdAt as Date,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  // What the emulators need of it: the owner's profile, the shop, its published pages and its requests.
  const needed = documents.filter(
    ({ path }) =>
      path === `users/${owner.uid}` ||
      path === `sites/${SCALE.bigShop}` ||
      path === `published/${SCALE.bigShop}` ||
      path.startsWith(`published/${SCALE.bigShop}/`) ||
      path.startsWith(QUOTES),
  );
  return { owner, quotes, needed };
}

/**
 * Gives the test the big shop of the scale seed: in the sandbox from its banner (« Charger 1 000
 * boutiques », the whole seed, as a visitor of the demo does); on the emulators its owner and
 * requests, triggers paused (5,000 old requests send no mail). Returns what takes it away again,
 * which waits until the emulator has sent the events of these writes (the test needs no trigger;
 * the next test's triggers would start late behind them).
 */
export async function loadScaleShop(page: Page, shop: ReturnType<typeof scaleShop>): Promise<() => Promise<void>> {
  if (!onEmulators()) {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(appUrl('/admin/login'));
    // The banner reloads the page once the seed is in.
    await Promise.all([
      page.waitForEvent('load', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Charger 1\u202f000 boutiques' }).click(),
    ]);
    return async () => undefined;
  }
  const app = openSeedApp();
  const { uid, email, password } = shop.owner;
  await withTriggersPaused(async () => {
    await getAuth(app)
      .createUser({ uid, email, password, emailVerified: true })
      .catch((error: { code?: string }) => {
        if (error.code !== 'auth/uid-already-exists') throw error;
      });
    await writeDocuments(shop.needed);
  });
  // What was written goes, with the requests written during the test: the next test's restore
  // would delete them with the triggers running.
  return async () => {
    await withTriggersPaused(async () => {
      const requests = await getFirestore(app).collection(QUOTES.slice(0, -1)).select().get();
      const paths = new Set([...shop.needed.map(({ path }) => path), ...requests.docs.map(({ ref }) => ref.path)]);
      await deleteDocuments([...paths]);
      await getAuth(app).deleteUser(uid);
    });
    await triggersCaughtUp();
  };
}
