// `npm run bench:participation [-- 20 100]`: starts the emulators and runs
// tests/emulators/bench/participation.ts (simultaneous joins of one event; prints a table).
import { join } from 'node:path';
import { discoverEmulators } from './lib/discover-emulators.mjs';
import { ROOT, binOf, reportDiscovery, run, withEmulators } from './emulators.mjs';

const found = await discoverEmulators();
if (!found.ok) {
  console.error(`Cannot run the benchmark: ${found.line}.`);
  process.exit(1);
}
reportDiscovery(found);
const bench = [
  binOf('tsx', 'tsx'),
  join(ROOT, 'tests', 'emulators', 'bench', 'participation.ts'),
  ...process.argv.slice(2),
];
process.exit(await withEmulators(found, { logPath: join(ROOT, 'emulators-bench.log') }, (env) => run(bench, { env })));
