// `npm run backfill:keys -- [--project <id>] [--emulators]`: gives the documents stored before their
// query keys existed those keys — the quote requests', contact messages' and reservations' address
// key (the « Données personnelles » search), the products' name key (the back office's sort by
// name), the sites' and accounts' search keys (« Sites », « Utilisateurs ») — (docs/deploy.md).
// Run once after deploying the version that adds a key; rerunning it writes nothing. Against the
// emulators with --emulators (or an emulator variable set), otherwise production with application
// default credentials.
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { openAdminTarget } from './lib/admin-target';
import { backfillKeys } from './lib/backfill-keys';

const { values } = parseArgs({ options: { project: { type: 'string' }, emulators: { type: 'boolean' } } });
const target = openAdminTarget({ project: values.project, emulators: values.emulators === true });
if (!target) {
  console.error('Which project? Pass --project <projectId> or set GOOGLE_CLOUD_PROJECT.');
  process.exit(1);
}
const written = await backfillKeys(getFirestore());
console.info(`Keys written in ${target}:`, written);
