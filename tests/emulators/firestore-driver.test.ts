import { describeDataPortContract } from '@comptoir/core/testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  getFirestore as getLiteFirestore,
} from 'firebase/firestore/lite';
import { afterAll } from 'vitest';
import { FirestoreDriver } from '../../web/src/lib/firebase/firestore-driver';
import { FirestoreLiteReader } from '../../web/src/lib/firebase/firestore-lite-reader';
import { LiteFirstDataPort } from '../../web/src/lib/firebase/lite-first-data-port';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-comptoir';
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const separator = emulatorHost.lastIndexOf(':');
const [host, port] = [emulatorHost.slice(0, separator), Number(emulatorHost.slice(separator + 1))];
// 'owner' is the emulator's rules-bypassing token: this suite checks the drivers; rules have their own suite.
const AS_OWNER = { mockUserToken: 'owner' };

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const opened: FirebaseApp[] = [];

/**
 * The app's own setup: Firestore Lite and the full SDK side by side on one FirebaseApp. One per
 * test, so a Listen stream the emulator stalls cannot hold back the next test's listeners.
 */
function openClient() {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `contract-${run}-${opened.length}`);
  opened.push(app);
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  connectFirestoreEmulator(db, host, port, AS_OWNER);
  const liteDb = getLiteFirestore(app);
  connectLiteEmulator(liteDb, host, port, AS_OWNER);
  return { driver: new FirestoreDriver(db), reader: new FirestoreLiteReader(liteDb) };
}

// The emulator's Listen streams now and then stall under load: listener tests get two more tries.
const options = { listenerRetries: 2 };
let setups = 0;
describeDataPortContract(
  'firestore driver (emulator)',
  () => Promise.resolve({ port: openClient().driver, root: `contract/${run}-${++setups}` }),
  options,
);
// A new port per test, so every test starts on Lite reads and goes live on its first write.
describeDataPortContract(
  'firestore lite first, then live (emulator)',
  () => {
    const { driver, reader } = openClient();
    return Promise.resolve({
      port: new LiteFirstDataPort(reader, () => Promise.resolve(driver)),
      root: `contract/${run}-${++setups}`,
    });
  },
  options,
);

// Deleting an app terminates its Firestore instances.
afterAll(() => Promise.all(opened.map((app) => deleteApp(app))));
