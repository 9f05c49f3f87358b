// `npm run bench:beacons [-- 50 60]` (or RATE=50 DURATION=60; VIA=function or VIA=handler for one path):
// starts the Firestore and Functions emulators only and runs tests/emulators/bench/beacons.ts
// (audience beacons at a steady rate; prints a table, fails where the counts are not exact).
import { join } from 'node:path';
import { discoverEmulators } from './lib/discover-emulators.mjs';
import { ROOT, binOf, reportDiscovery, run, withEmulators } from './emulators.mjs';

const found = await discoverEmulators();
if (!found.ok) {
  console.error(`Cannot run the benchmark: ${found.line}.`);
  process.exit(1);
}
reportDiscovery(found);
const bench = [binOf('tsx', 'tsx'), join(ROOT, 'tests', 'emulators', 'bench', 'beacons.ts'), ...process.argv.slice(2)];
// The bench seeds Firestore itself: no accounts, so no Auth emulator (nor Storage).
const only = { ...found, emulators: ['firestore', 'functions'] };
process.exit(await withEmulators(only, { logPath: join(ROOT, 'emulators-bench.log') }, (env) => run(bench, { env })));
