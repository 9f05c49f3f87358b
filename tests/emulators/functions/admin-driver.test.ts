import { describeDataPortContract } from '@comptoir/core/testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { PROJECT_ID } from '../support/emulators';

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const opened: App[] = [];

// One Admin app per test, so a Listen stream the emulator stalls under load cannot hold back the
// next test; listener tests get two more tries (docs/testing.md).
let setups = 0;
describeDataPortContract(
  'admin driver (Cloud Functions, emulator)',
  () => {
    const app = initializeApp({ projectId: PROJECT_ID }, `contract-${run}-${++setups}`);
    opened.push(app);
    return Promise.resolve({ port: new AdminDataPort(getFirestore(app)), root: `contract-admin/${run}-${setups}` });
  },
  { listenerRetries: 2 },
);

afterAll(() => Promise.all(opened.map((app) => deleteApp(app))));
