// `npm run backfill:event-days -- [--project <id>] [--emulators]`: gives the events saved before they
// had a real day (`startDate`) the day their date text says (docs/deploy.md). Run once after
// deploying the version that adds it; rerunning it writes nothing. Against the emulators with
// --emulators (or an emulator variable set), otherwise production with application default
// credentials. Each event written rebuilds its site's published pages (the publish triggers).
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { openAdminTarget } from './lib/admin-target';
import { backfillEventDays } from './lib/backfill-event-days';

const { values } = parseArgs({ options: { project: { type: 'string' }, emulators: { type: 'boolean' } } });
const target = openAdminTarget({ project: values.project, emulators: values.emulators === true });
if (!target) {
  console.error('Which project? Pass --project <projectId> or set GOOGLE_CLOUD_PROJECT.');
  process.exit(1);
}
const { written, undated } = await backfillEventDays(getFirestore());
console.info(`Events given their day in ${target}: ${written}; left without one (their text says no day): ${undated}.`);
