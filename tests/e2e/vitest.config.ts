import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Sandbox data lives in each browser context, so files run side by side; on the emulators they
    // share one database, reseeded before each test, so files run one after the other.
    fileParallelism: process.env.E2E_MODE !== 'emulators',
  },
});
