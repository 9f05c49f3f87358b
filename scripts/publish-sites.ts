// `npm run publish:sites -- [--project <id>] [--emulators]`: writes every site's published documents
// (what the public pages read: docs/architecture.md, « Published pages »). Run once after deploying
// the version that adds them (docs/deploy.md); until then, and for a site never changed since, the
// pages read the site's collections one by one. Rerunning it is harmless.
import { parseArgs } from 'node:util';
import { publishEverySite } from '@comptoir/core';
import { getFirestore } from 'firebase-admin/firestore';
import { AdminDataPort } from '../functions/src/admin-data-port';
import { openAdminTarget } from './lib/admin-target';

const { values } = parseArgs({ options: { project: { type: 'string' }, emulators: { type: 'boolean' } } });
const target = openAdminTarget({ project: values.project, emulators: values.emulators === true });
if (!target) {
  console.error('Which project? Pass --project <projectId> or set GOOGLE_CLOUD_PROJECT.');
  process.exit(1);
}
const published = await publishEverySite(new AdminDataPort(getFirestore()), new Date());
console.info(`Sites published in ${target}: ${published}`);
