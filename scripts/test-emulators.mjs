// The Firebase tiers of `npm test` (docs/testing.md):
//   npm run test:emulators                 rules, Firestore and Admin drivers, functions and triggers
//   npm run test:emulators -- --e2e        the end-to-end specs again, on the Firebase-mode build
//   npm run test:emulators -- --all        both, one after the other (what `npm test` runs)
//   npm run test:emulators -- --smoke      Auth and Functions emulators only (no Java needed)
//   npm run test:emulators -- <files…>     only those test files (any tier), the emulators started as usual
// Where discovery finds no Java 21 or no Firestore emulator, the run prints `skipped: <reason>` and
// passes, unless COMPTOIR_REQUIRE_EMULATORS=1 (set by .ci/run when discovery succeeded).
import { join } from 'node:path';
import { discoverEmulators } from './lib/discover-emulators.mjs';
import { PROJECT_ID, ROOT, binOf, reportDiscovery, run, withEmulators, writeLocalHostingConfig } from './emulators.mjs';

const smoke = process.argv.includes('--smoke');
const all = process.argv.includes('--all');
const e2e = all || process.argv.includes('--e2e');
const WEB = join(ROOT, 'web');
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const vitest = (project) => [binOf('vitest', 'vitest'), 'run', '--project', project, ...files];

if (smoke) {
  const built = await run([join(ROOT, 'functions', 'build.mjs')]);
  if (built !== 0) process.exit(built);
  const tests = 'npx vitest run --project emulators tests/emulators/functions-smoke.test.ts';
  const firebase = binOf('firebase-tools', 'firebase');
  process.exit(await run([firebase, 'emulators:exec', '--only', 'auth,functions', '--project', PROJECT_ID, tests]));
}

const found = await discoverEmulators();
if (!found.ok) {
  if (process.env.COMPTOIR_REQUIRE_EMULATORS === '1') {
    console.error(`The emulator tier must run here but cannot: ${found.line}.`);
    process.exit(1);
  }
  console.log(`skipped: ${found.line}.`);
  process.exit(0);
}
reportDiscovery(found);

if (e2e) {
  const build = [binOf('vite', 'vite', WEB), 'build', '--mode', 'emulators', '--outDir', 'dist-emulators'];
  if ((await run([...build, '--logLevel', 'warn'], { cwd: WEB })) !== 0) process.exit(1);
}

// The end-to-end run also serves the build through the Hosting emulator, public pages rendered by
// renderPage filling that build's shell (tests/e2e/server-rendering.e2e.ts).
const DIST = join(WEB, 'dist-emulators');
const hosting = e2e
  ? {
      extra: ['hosting'],
      webDist: DIST,
      config: writeLocalHostingConfig('.firebase-e2e.json', { publicDir: 'web/dist-emulators' }),
    }
  : {};
const runE2e = (env) => run(vitest('e2e'), { env: { ...env, E2E_MODE: 'emulators', E2E_DIST: DIST } });
const tier = () =>
  withEmulators(found, { logPath: join(ROOT, 'emulators.log') }, (env) => run(vitest('emulators'), { env }));
const specs = () => withEmulators(found, { logPath: join(ROOT, 'emulators-e2e.log'), ...hosting }, runE2e);
// With --all, the end-to-end specs get emulators of their own, freshly started: run on the same Java
// process right after the emulator tier's thousands of clients, two of their writes once went
// unanswered for 30 s (like the Listen stalls in docs/testing.md).
if (!all) process.exit(e2e ? await specs() : await tier());
const tierCode = await tier();
process.exit((await specs()) || tierCode);
