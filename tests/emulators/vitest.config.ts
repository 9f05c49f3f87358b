import { defineProject } from 'vitest/config';

/** Needs the Emulator Suite (Java 21): run through `npm run test:emulators`, never by `npm test`. */
export default defineProject({
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
