// `npm run seed:emulators`: loads the demo content and accounts into the running emulators,
// replacing what they hold. The same seed as sandbox mode (DESIGN.md §6); never touches production.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDocuments } from '@comptoir/core/seed';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const PROJECT_ID = 'demo-comptoir';
/** Firestore's limit of writes per batch. */
const BATCH_SIZE = 500;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

async function clear(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url}: ${response.status} ${await response.text()}`);
}

async function main(): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID });
  const auth = getAuth(app);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });

  await clear(`http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`);
  await clear(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`);

  for (const account of DEMO_ACCOUNTS) {
    await auth.createUser({ uid: account.uid, email: account.email, password: DEMO_PASSWORD, emailVerified: true });
    if (account.role === 'admin') await auth.setCustomUserClaims(account.uid, { role: 'admin' });
  }

  const documents = seedDocuments(new Date());
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    const batch = db.batch();
    documents.slice(start, start + BATCH_SIZE).forEach(({ path, data }) => batch.set(db.doc(path), data));
    await batch.commit();
  }

  console.log(
    `Seeded ${documents.length} documents and ${DEMO_ACCOUNTS.length} accounts (${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}; ` +
      `password ${DEMO_PASSWORD}) into the emulators at ${firestoreHost} and ${authHost}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`Are the emulators running? Start them with \`npm run emulators\`.`);
  process.exit(1);
});
