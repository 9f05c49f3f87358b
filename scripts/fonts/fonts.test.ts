import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { FONTS as untypedFonts, FRENCH_TEXT as untypedRange } from './subset-fonts.mjs';

const FONTS = untypedFonts as { name: string; package: string }[];
const FRENCH_TEXT = untypedRange as string;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const css = readFileSync(join(ROOT, 'web/src/styles/fonts.css'), 'utf8');
const html = readFileSync(join(ROOT, 'web/index.html'), 'utf8');
const version = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe('the pages’ fonts', () => {
  it('are the cut files of the installed packages, each declared, preloaded and present', () => {
    for (const font of FONTS) {
      const url = `/fonts/${font.name}-fr-${version(font.package)}.woff2`;
      expect(existsSync(join(ROOT, 'web/public', url)), `${url}: run npm run fonts`).toBe(true);
      expect(css).toContain(`url('${url}')`);
      expect(html).toContain(`<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`);
    }
    expect(css.match(/url\(/g)).toHaveLength(FONTS.length);
    expect(html.match(/as="font"/g)).toHaveLength(FONTS.length);
  });

  it('declare the characters each file keeps', () => {
    const ranges = [...css.matchAll(/unicode-range:([^;]+);/g)].map((match) => match[1]?.replace(/\s+/g, ''));
    expect(ranges).toEqual(FONTS.map(() => FRENCH_TEXT));
  });
});
