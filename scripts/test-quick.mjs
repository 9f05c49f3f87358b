// `npm run test:quick`: the daily loop. What changed since main (commits and the working tree):
// ESLint and Prettier on those files, TypeScript on the workspaces they touch (a change in core
// checks every workspace that uses it), then the unit and component tests related to them
// (scripts/lib/related-tests.mjs says which). Prints each step's time.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { binOf, ROOT, run } from './emulators.mjs';
import { PROJECTS, relatedTests } from './lib/related-tests.mjs';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const hasRef = (ref) => {
  try {
    git('rev-parse', '--verify', '--quiet', ref);
    return true;
  } catch {
    return false;
  }
};

/** The folders TypeScript checks, each with its tsconfig; every one of them uses core. */
const WORKSPACES = ['core', 'web', 'functions', 'tests'];

/** The workspaces to typecheck for these changed paths. */
export function workspacesFor(paths) {
  const touched = new Set();
  for (const path of paths) {
    const top = path.split('/')[0];
    if (top === 'core') WORKSPACES.forEach((name) => touched.add(name));
    else if (top === 'scripts') touched.add('tests');
    else if (WORKSPACES.includes(top)) touched.add(top);
  }
  return WORKSPACES.filter((name) => touched.has(name));
}

const LINTED = /\.(ts|tsx|js|mjs)$/;
const FORMATTED = /\.(ts|tsx|js|mjs|json|md|css|html|ya?ml)$/;

async function main() {
  const base = hasRef('main') ? 'main' : 'HEAD';
  const changed = [
    ...new Set([
      ...git('diff', '--name-only', '--diff-filter=d', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ]),
  ].filter(Boolean);
  console.log(`${changed.length} files changed since ${base}.`);
  const steps = [];
  const step = async (name, args) => {
    const started = Date.now();
    const code = await run(args);
    steps.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (code !== 0) {
      console.error(`test:quick: ${name} failed.`);
      process.exit(code);
    }
  };
  const lint = changed.filter((path) => LINTED.test(path));
  const format = changed.filter((path) => FORMATTED.test(path));
  if (lint.length) await step('eslint', [binOf('eslint', 'eslint'), '--max-warnings', '0', ...lint]);
  if (format.length) await step('prettier', [binOf('prettier', 'prettier'), '--check', ...format]);
  for (const workspace of workspacesFor(changed))
    await step(`typecheck ${workspace}`, [binOf('typescript', 'tsc'), '-p', workspace, '--noEmit']);
  const sources = [...git('ls-files', ...PROJECTS.map(({ root }) => root)).split('\n'), ...changed].filter(
    (path) => /\.(ts|tsx|mjs|js)$/.test(path) && existsSync(join(ROOT, path)),
  );
  const tests = Object.values(relatedTests(ROOT, [...new Set(sources)], changed)).flat();
  if (tests.length) {
    console.log(`${tests.length} test files related to the change${tests.length > 12 ? '' : `: ${tests.join(', ')}`}.`);
    const projects = PROJECTS.flatMap(({ name }) => ['--project', name]);
    await step('tests', [binOf('vitest', 'vitest'), 'run', ...projects, ...tests]);
  } else console.log('No unit or component test runs the changed code.');
  console.log(`test:quick passed.\n  ${steps.join('\n  ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
