import { defineProject } from 'vitest/config';

const onEmulators = process.env.E2E_MODE === 'emulators';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Sandbox data lives in each browser context, so files run side by side; on the emulators they
    // share one database, put back to the seed before each test, so files run one after the other.
    fileParallelism: !onEmulators,
    // The Firestore emulator now and then stalls a stream for 20–30 s under load (docs/testing.md,
    // « Known emulator defect »): a write's answer never comes, or a page rendered meanwhile is the
    // 503 page. On the emulators a failed test gets one more try, which the report shows.
    retry: onEmulators ? 1 : 0,
  },
});
