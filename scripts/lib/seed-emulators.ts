// Loads the demo content and accounts into running emulators, replacing what they hold: the same
// seed as sandbox mode. Used by `npm run seed:emulators`, `npm start` and the Firebase-mode e2e run.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDocuments, type SeedDocument } from '@comptoir/core/seed';
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { emulatorAddress } from './emulator-address';

export const SEED_PROJECT_ID = 'demo-comptoir';
/** Firestore's limit of writes per batch. */
const BATCH_SIZE = 500;

/** Where the emulators are: the variables the firebase CLI sets, else the ports in firebase.json. */
export function emulatorHosts(): { firestore: string; auth: string } {
  process.env.FIRESTORE_EMULATOR_HOST ??= emulatorAddress('firestore');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorAddress('auth');
  return { firestore: process.env.FIRESTORE_EMULATOR_HOST, auth: process.env.FIREBASE_AUTH_EMULATOR_HOST };
}

/**
 * Empties an emulator. A trigger of the previous test may still hold a transaction's locks: the
 * Firestore emulator then answers 409 (« Transaction lock timeout ») and the clear is tried again.
 */
async function clear(url: string, tries = 5): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (response.ok) return;
  if (response.status === 409 && tries > 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return clear(url, tries - 1);
  }
  throw new Error(`DELETE ${url}: ${response.status} ${await response.text()}`);
}

let seedApp: App | undefined;

/** One Admin app for every seeding and check in this process (Firestore settings can be set only once). */
export function openSeedApp(): App {
  if (!seedApp) {
    emulatorHosts();
    seedApp = initializeApp({ projectId: SEED_PROJECT_ID }, 'seed');
    getFirestore(seedApp).settings({ ignoreUndefinedProperties: true });
  }
  return seedApp;
}

/** Empties Auth, then creates the demo accounts. */
export async function seedAccounts(): Promise<void> {
  const auth = getAuth(openSeedApp());
  await clear(`http://${emulatorHosts().auth}/emulator/v1/projects/${SEED_PROJECT_ID}/accounts`);
  for (const account of DEMO_ACCOUNTS) {
    await auth.createUser({ uid: account.uid, email: account.email, password: DEMO_PASSWORD, emailVerified: true });
    if (account.role === 'admin') await auth.setCustomUserClaims(account.uid, { role: 'admin' });
  }
}

/** Writes documents in batches; returns the time each was written, by path. */
export async function writeDocuments(documents: readonly SeedDocument[]): Promise<Map<string, Timestamp>> {
  const db = getFirestore(openSeedApp());
  const written = new Map<string, Timestamp>();
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    const slice = documents.slice(start, start + BATCH_SIZE);
    const batch = db.batch();
    slice.forEach(({ path, data }) => batch.set(db.doc(path), data));
    const results = await batch.commit();
    results.forEach(({ writeTime }, index) => {
      const document = slice[index];
      if (document) written.set(document.path, writeTime);
    });
  }
  return written;
}

/** Deletes documents in batches. */
export async function deleteDocuments(paths: readonly string[]): Promise<void> {
  const db = getFirestore(openSeedApp());
  for (let start = 0; start < paths.length; start += BATCH_SIZE) {
    const batch = db.batch();
    paths.slice(start, start + BATCH_SIZE).forEach((path) => batch.delete(db.doc(path)));
    await batch.commit();
  }
}

const HUB = process.env.FIREBASE_EMULATOR_HUB ?? emulatorAddress('hub');

/** Pauses or resumes the Functions emulator's background triggers; false when none runs (nothing to pause). */
async function setTriggers(enabled: boolean): Promise<boolean> {
  const verb = enabled ? 'enable' : 'disable';
  try {
    return (await fetch(`http://${HUB}/functions/${verb}BackgroundTriggers`, { method: 'PUT' })).ok;
  } catch {
    return false;
  }
}

/**
 * Runs `work` with the triggers paused, as the sandbox loads its content: loading content is neither
 * new mail nor a change to publish (the seeds carry their published documents).
 */
export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  const paused = await setTriggers(false);
  try {
    return await work();
  } finally {
    if (paused) await setTriggers(true);
  }
}

/**
 * Empties Firestore, then writes the seed (triggers paused); returns the time each document was
 * written, by path.
 */
export async function seedFirestore(documents: readonly SeedDocument[]): Promise<Map<string, Timestamp>> {
  const documentsUrl = `http://${emulatorHosts().firestore}/emulator/v1/projects/${SEED_PROJECT_ID}/databases/(default)/documents`;
  return withTriggersPaused(async () => {
    await clear(documentsUrl);
    return writeDocuments(documents);
  });
}

/** Empties Firestore and Auth, then writes the seed; returns how many documents were written. */
export async function seedEmulators(now = new Date()): Promise<number> {
  await seedAccounts();
  return (await seedFirestore(seedDocuments(now))).size;
}
