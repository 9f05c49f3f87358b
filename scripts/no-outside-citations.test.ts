import { readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments state the rule they apply: a citation of a document that is not in the repository
// (the old specification, DESIGN.md, STYLE.md) cannot be followed by a reader.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const self = relative(root, fileURLToPath(import.meta.url));
const FOLDERS = ['core/src', 'web/src', 'functions/src', 'scripts', 'tests'];
const FILES = ['firestore.rules', 'storage.rules', 'web/index.html'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js']);
const SKIPPED = new Set(['node_modules', 'dist']);
const CITATION = /spec §|DESIGN\.md|STYLE\.md|shared\/spec|public spec|back-office spec/;

/** The configuration files at the top of the repository and of each package. */
const TOP_LEVELS = ['.', 'core', 'web', 'functions'];

function topLevelFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(folder, entry.name));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return entry.isFile() && EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

describe('comments and test names', () => {
  it('cite no document outside the repository', () => {
    const files = [...FOLDERS.flatMap(sourceFiles), ...TOP_LEVELS.flatMap(topLevelFiles), ...FILES].filter(
      (file) => file !== self,
    );
    const hits = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
