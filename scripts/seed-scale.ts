// `npm run seed:scale`: adds the scale seed (core/src/seed/scale.ts: 1,000 shops and their owners,
// one shop with three years of requests and 300 products) to the running emulators, beside the
// demo content, then the administrator's table of all shops as the nightly job would write it.
// Rerunning it writes the same documents again. The Functions emulator's background triggers are
// paused meanwhile: 10,000 old requests must not each send a notification.
// Never touches production (the Admin SDK talks to the emulators only).
import { writeAudienceSummaries } from '@comptoir/core';
import { SCALE, scaleSeed } from '@comptoir/core/scale';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AdminDataPort } from '../functions/src/admin-data-port';
import { emulatorHosts, openSeedApp, withTriggersPaused } from './lib/seed-emulators';

/** Accounts created at once (the Auth emulator answers each in a few milliseconds). */
const AT_ONCE = 25;

const started = performance.now();
const { firestore, auth: authHost } = emulatorHosts();
const app = openSeedApp();
const { documents, owners } = scaleSeed(new Date());
try {
  await withTriggersPaused(async () => {
    const auth = getAuth(app);
    let created = 0;
    for (let start = 0; start < owners.length; start += AT_ONCE)
      await Promise.all(
        owners.slice(start, start + AT_ONCE).map(async ({ uid, email, password }) => {
          try {
            await auth.createUser({ uid, email, password, emailVerified: true });
            created += 1;
          } catch (error) {
            if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
          }
        }),
      );
    const db = getFirestore(app);
    const writer = db.bulkWriter();
    const failed: string[] = [];
    writer.onWriteError((error) => {
      if (error.failedAttempts < 3) return true;
      failed.push(`${error.documentRef.path}: ${error.message}`);
      return false;
    });
    // A write that fails for good is listed in `failed` (its own promise is left to that list).
    for (const { path, data } of documents) writer.set(db.doc(path), data).catch(() => undefined);
    await writer.close();
    if (failed.length) throw new Error(`${failed.length} documents not written, the first: ${failed[0]}`);
    const tabled = await writeAudienceSummaries(new AdminDataPort(db), new Date());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Added ${documents.length} documents and ${created} accounts (${owners.length - created} already there) into the emulators at ${firestore} and ${authHost} in ${seconds} s: ${SCALE.sites} shops, and « ${SCALE.bigShop} » with ${SCALE.quoteRequests} quote requests, ${SCALE.contactMessages} messages, ${SCALE.reservations} reservations and ${SCALE.products} products. Its owner: ${owners[0]?.email} (password ${owners[0]?.password}). « Tous les sites » lists ${tabled} shops.`,
    );
  });
} catch (error: unknown) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Are the emulators running? Start them with `npm start` or `npm run emulators`.');
  process.exitCode = 1;
}
