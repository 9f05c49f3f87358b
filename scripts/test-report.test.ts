import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { formatReport as format, readReports as read } from './test-report.mjs';

interface Report {
  runs: { tiers: string; ms: number; files: number; tests: number }[];
  slowest: { path: string; ms: number; tests: number }[];
}
const readReports = read as (folder: string) => Report;
const formatReport = format as (report: Report) => string;

const ROOT = new URL('..', import.meta.url).pathname;
const file = (path: string, startTime: number, endTime: number, tests = 1) => ({
  name: join(ROOT, path),
  startTime,
  endTime,
  assertionResults: Array.from({ length: tests }, () => ({})),
});

describe('test-report', () => {
  it('gives each run’s wall time by tier and the slowest files first', () => {
    const folder = mkdtempSync(join(tmpdir(), 'reports-'));
    const unit = [file('core/src/a.test.ts', 1_000, 1_500, 3), file('web/src/b.test.tsx', 1_200, 9_000, 2)];
    writeFileSync(join(folder, 'vitest-1.json'), JSON.stringify({ startTime: 0, numTotalTests: 5, testResults: unit }));
    const e2e = [file('tests/e2e/c.e2e.ts', 20_000, 50_000)];
    writeFileSync(
      join(folder, 'vitest-2.json'),
      JSON.stringify({ startTime: 10_000, numTotalTests: 1, testResults: e2e }),
    );
    writeFileSync(join(folder, 'vitest-3.json'), JSON.stringify({ startTime: 0, testResults: [] }));

    const report = readReports(folder);
    expect(report.runs).toEqual([
      { tiers: 'unit and component', ms: 9_000, files: 2, tests: 5 },
      { tiers: 'end-to-end', ms: 40_000, files: 1, tests: 1 },
    ]);
    expect(report.slowest.map((entry) => entry.path)).toEqual([
      'tests/e2e/c.e2e.ts',
      'web/src/b.test.tsx',
      'core/src/a.test.ts',
    ]);
    expect(formatReport(report)).toContain('    30.0 s  tests/e2e/c.e2e.ts (1 tests)');
  });
});
