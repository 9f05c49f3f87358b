import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The interface, the emails and the demo content are French texts: a typographic apostrophe (’),
// and a no-break space before « : ; ! ? » so that a line never starts with one.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['core/src', 'web/src', 'functions/src'];
const RULES = [
  { name: 'straight apostrophe', pattern: /\p{L}'\p{L}/u },
  { name: 'plain space before « : ; ! ? »', pattern: / [:;!?](?=\s|$)/ },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every text a file shows or sends: its strings, template parts and JSX text. */
function texts(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French texts', () => {
  it('use typographic apostrophes and a no-break space before « : ; ! ? », in the interface, emails and seed', () => {
    const hits = FOLDERS.flatMap(sourceFiles).flatMap((file) =>
      texts(file).flatMap(({ line, text }) =>
        RULES.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${file}:${line}: ${name}: ${text.trim()}`),
      ),
    );
    expect(hits).toEqual([]);
  });
});
