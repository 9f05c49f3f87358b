import { defineProject } from 'vitest/config';
import { emulatorPorts } from '../../web/build/emulator-ports.js';

/** Needs the Emulator Suite: run through `npm run test:emulators` (part of `npm test`), which starts it. */
export default defineProject({
  // The web app's Firebase drivers, which these tests use, read the ports the web build defines.
  define: { __EMULATOR_PORTS__: JSON.stringify(emulatorPorts()) },
  test: {
    name: 'emulators',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Contended transactions back off for seconds between Firestore's retries.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
