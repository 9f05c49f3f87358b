// `npm run test:emulators`: the emulator tier (DESIGN.md §7). Skipped, not failed, where the
// Firestore and Storage emulators cannot run; where they can, failures are real.
import { join } from 'node:path';
import { javaCheck } from './java-check.mjs';
import { EMULATORS, PROJECT_ID, ROOT, binOf, run } from './emulators.mjs';

const { ok, reason } = await javaCheck();
if (!ok) {
  console.log(`skipped: ${reason}.`);
  process.exit(0);
}

const built = await run([join(ROOT, 'functions', 'build.mjs')]);
if (built !== 0) process.exit(built);

const firebase = binOf('firebase-tools', 'firebase');
process.exit(
  await run([
    firebase,
    'emulators:exec',
    '--only',
    EMULATORS.join(','),
    '--project',
    PROJECT_ID,
    'npx vitest run --project emulators',
  ]),
);
