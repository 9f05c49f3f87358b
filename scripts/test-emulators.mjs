// `npm run test:emulators`: the emulator tier (DESIGN.md §7) — security rules, the Firestore and
// Admin drivers, the functions against Auth + Functions + Firestore + Storage emulators. Skipped,
// not failed, where the Firestore and Storage emulators cannot run; where they can, failures are real.
//
// `npm run test:emulators -- --smoke` runs only tests/emulators/functions-smoke.test.ts against the
// Auth and Functions emulators, which are pure Node and need no Java.
import { join } from 'node:path';
import { javaCheck } from './java-check.mjs';
import { EMULATORS, PROJECT_ID, ROOT, binOf, run } from './emulators.mjs';

const smoke = process.argv.includes('--smoke');

if (!smoke) {
  const { ok, reason } = await javaCheck();
  if (!ok) {
    console.log(`skipped: ${reason}.`);
    process.exit(0);
  }
}

const built = await run([join(ROOT, 'functions', 'build.mjs')]);
if (built !== 0) process.exit(built);

const firebase = binOf('firebase-tools', 'firebase');
const only = smoke ? ['auth', 'functions'] : EMULATORS;
const tests = smoke
  ? 'npx vitest run --project emulators tests/emulators/functions-smoke.test.ts'
  : 'npx vitest run --project emulators';
process.exit(await run([firebase, 'emulators:exec', '--only', only.join(','), '--project', PROJECT_ID, tests]));
