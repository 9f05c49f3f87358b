import { describeDataPortContract } from '@comptoir/core/testing';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, terminate } from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  getFirestore as getLiteFirestore,
  terminate as terminateLite,
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
// The app's own setup: Firestore Lite and the full SDK side by side on one FirebaseApp.
const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `contract-${run}`);
const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
connectFirestoreEmulator(db, host, port, AS_OWNER);
const liteDb = getLiteFirestore(app);
connectLiteEmulator(liteDb, host, port, AS_OWNER);
const driver = new FirestoreDriver(db);
const reader = new FirestoreLiteReader(liteDb);

let setups = 0;
describeDataPortContract('firestore driver (emulator)', () =>
  Promise.resolve({ port: driver, root: `contract/${run}-${++setups}` }),
);
// A new port per test, so every test starts on Lite reads and goes live on its first write.
describeDataPortContract('firestore lite first, then live (emulator)', () =>
  Promise.resolve({
    port: new LiteFirstDataPort(reader, () => Promise.resolve(driver)),
    root: `contract/${run}-${++setups}`,
  }),
);

afterAll(async () => {
  await Promise.all([terminate(db), terminateLite(liteDb)]);
  await deleteApp(app);
});
