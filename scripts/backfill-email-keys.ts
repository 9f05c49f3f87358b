// `npm run backfill:email-keys -- [--project <id>] [--emulators]`: gives the quote requests, contact
// messages and reservations stored before the address key existed their `emailKey`, so that the
// « Données personnelles » search finds them (docs/deploy.md). Run once after deploying the version
// that adds it; rerunning it writes nothing. Against the emulators with --emulators (or an emulator
// variable set), otherwise production with application default credentials.
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { openAdminTarget } from './lib/admin-target';
import { backfillEmailKeys } from './lib/backfill-email-keys';

const { values } = parseArgs({ options: { project: { type: 'string' }, emulators: { type: 'boolean' } } });
const target = openAdminTarget({ project: values.project, emulators: values.emulators === true });
if (!target) {
  console.error('Which project? Pass --project <projectId> or set GOOGLE_CLOUD_PROJECT.');
  process.exit(1);
}
const written = await backfillEmailKeys(getFirestore());
console.info(`Address keys written in ${target}:`, written);
