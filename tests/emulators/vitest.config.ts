import { defineProject } from 'vitest/config';

/** Needs the Emulator Suite: run through `npm run test:emulators` (part of `npm test`), which starts it. */
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
