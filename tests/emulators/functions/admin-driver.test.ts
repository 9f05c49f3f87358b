import { describeDataPortContract } from '@comptoir/core/testing';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { admin } from '../support/clients';

const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const port = new AdminDataPort(admin().db);

let setups = 0;
describeDataPortContract('admin driver (Cloud Functions, emulator)', () =>
  Promise.resolve({ port, root: `contract-admin/${run}-${++setups}` }),
);
