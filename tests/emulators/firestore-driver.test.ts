import { describeDataPortContract } from '@comptoir/core/testing';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, terminate } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { FirestoreDriver } from '../../web/src/lib/firebase/firestore-driver';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-comptoir';
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const separator = emulatorHost.lastIndexOf(':');

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `contract-${run}`);
const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
// 'owner' is the emulator's rules-bypassing token: this suite checks the driver; rules have their own suite.
connectFirestoreEmulator(db, emulatorHost.slice(0, separator), Number(emulatorHost.slice(separator + 1)), {
  mockUserToken: 'owner',
});
const port = new FirestoreDriver(db);

let setups = 0;
describeDataPortContract('firestore driver (emulator)', () =>
  Promise.resolve({ port, root: `contract/${run}-${++setups}` }),
);

afterAll(async () => {
  await terminate(db);
  await deleteApp(app);
});
