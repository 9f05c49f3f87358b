// What the test runs of `.ci/run` cost: each run's time by tier, then the 10 slowest test files.
//   node scripts/test-report.mjs <folder>   (the folder COMPTOIR_TEST_REPORTS named)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SLOWEST = 10;

/** The tier a test file belongs to, from its folder. */
export function tierOf(path) {
  if (path.startsWith('tests/e2e/')) return 'end-to-end';
  if (path.startsWith('tests/emulators/')) return 'emulator';
  return 'unit and component';
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Each run (one vitest process) and each file, from the JSON reports in `folder`. */
export function readReports(folder) {
  const runs = [];
  const files = [];
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    const results = report.testResults ?? [];
    if (results.length === 0) continue;
    const tested = results.map((result) => ({
      path: relative(ROOT, result.name),
      ms: result.endTime - result.startTime,
      tests: result.assertionResults?.length ?? 0,
    }));
    const end = Math.max(...results.map((result) => result.endTime));
    const tiers = [...new Set(tested.map((file) => tierOf(file.path)))].join(', ');
    runs.push({ tiers, ms: end - report.startTime, files: tested.length, tests: report.numTotalTests ?? 0 });
    files.push(...tested);
  }
  return { runs, slowest: files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST) };
}

export function formatReport({ runs, slowest }) {
  return [
    'Test runs (wall time, from the first file to the last):',
    ...runs.map((run) => `  ${run.tiers}: ${seconds(run.ms)} (${run.files} files, ${run.tests} tests)`),
    `The ${slowest.length} slowest test files:`,
    ...slowest.map((file) => `  ${seconds(file.ms).padStart(8)}  ${file.path} (${file.tests} tests)`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: node scripts/test-report.mjs <folder of vitest JSON reports>');
    process.exit(2);
  }
  console.log(formatReport(readReports(folder)));
}
