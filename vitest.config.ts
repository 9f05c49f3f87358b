import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Set by `.ci/run`: each run also writes its per-file timings there (`node scripts/test-report.mjs` reads them). */
const reports = process.env.COMPTOIR_TEST_REPORTS;

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one idle: a single worker on a 2-core machine).
    maxWorkers: availableParallelism(),
    projects: ['core', 'web', 'functions', 'scripts', 'tests/e2e', 'tests/emulators'],
    ...(reports
      ? {
          reporters: ['default', 'json'],
          outputFile: { json: join(reports, `vitest-${Date.now()}-${process.pid}.json`) },
        }
      : {}),
  },
});
