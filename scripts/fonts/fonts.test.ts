import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { FONTS as untypedFonts, FRENCH_TEXT as untypedRange } from './subset-fonts.mjs';
// @ts-expect-error -- plain ESM script, no type declarations
import { FALLBACKS as untypedFallbacks, fallbackFace as untypedFace } from './fallback-faces.mjs';
import { publicSystem } from '../../web/src/components/ui/system';

const FONTS = untypedFonts as { name: string; package: string }[];
const FRENCH_TEXT = untypedRange as string;
const FALLBACKS = untypedFallbacks as Record<string, { family: string }[]>;
interface Metrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  advance: number;
}
const fallbackFace = untypedFace as (
  family: string,
  weight: number,
  local: string[],
  font: Metrics,
  fallback: Metrics,
) => string;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const css = readFileSync(join(ROOT, 'web/src/styles/fonts.css'), 'utf8');
const html = readFileSync(join(ROOT, 'web/index.html'), 'utf8');
const fallbackCss = readFileSync(join(ROOT, 'web/src/styles/font-fallbacks.css'), 'utf8');
const version = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe('the pages’ fonts', () => {
  it('are the cut files of the installed packages, each declared and present, not preloaded', () => {
    for (const font of FONTS) {
      const url = `/fonts/${font.name}-fr-${version(font.package)}.woff2`;
      expect(existsSync(join(ROOT, 'web/public', url)), `${url}: run npm run fonts`).toBe(true);
      expect(css).toContain(`url('${url}')`);
    }
    expect(css.match(/url\(/g)).toHaveLength(FONTS.length);
    // Preloaded, they share the connection with the first photos (docs/decisions.md); their fallbacks
    // are sized like them, so their late arrival moves nothing.
    expect(html).not.toContain('as="font"');
  });

  it('each have fallback faces at 400, 500, 600 and 700, named in the theme’s stack right after the font', () => {
    const tokens: Record<string, string> = { inter: 'body', fraunces: 'heading' };
    for (const font of FONTS) {
      const token = tokens[font.name] ?? '';
      const families = (FALLBACKS[font.name] ?? []).map((fallback) => fallback.family);
      expect(families.length).toBeGreaterThan(0);
      for (const family of families) {
        expect(fallbackCss.match(new RegExp(`font-family: '${family}';`, 'g'))).toHaveLength(4);
      }
      const page = font.name === 'inter' ? 'Inter Variable' : 'Fraunces Variable';
      expect(publicSystem().token(`fonts.${token}`)).toBe(`'${page}', var(--ck-fonts-${token}-fallback)`);
      expect(publicSystem().token(`fonts.${token}Fallback`)).toMatch(
        new RegExp(`^${families.map((name) => `'${name}'`).join(', ')}, `),
      );
    }
  });

  it('scale a fallback to the font’s widths and give it the font’s vertical metrics', () => {
    // A font twice as wide per em as its fallback: the fallback doubles, and its metrics halve back.
    const font = { unitsPerEm: 1000, ascent: 900, descent: 200, lineGap: 100, advance: 20000 };
    const fallback = { unitsPerEm: 2048, ascent: 1800, descent: 400, lineGap: 0, advance: 20480 };
    const face = fallbackFace('X Fallback', 700, ['Arial Bold', 'Arimo Bold'], font, fallback);
    expect(face).toContain("font-family: 'X Fallback';");
    expect(face).toContain('font-weight: 700;');
    expect(face).toContain("src: local('Arial Bold'), local('Arimo Bold');");
    expect(face).toContain('size-adjust: 200.00%;');
    expect(face).toContain('ascent-override: 45.00%;');
    expect(face).toContain('descent-override: 10.00%;');
    expect(face).toContain('line-gap-override: 5.00%;');
  });

  it('declare the characters each file keeps', () => {
    const ranges = [...css.matchAll(/unicode-range:([^;]+);/g)].map((match) => match[1]?.replace(/\s+/g, ''));
    expect(ranges).toEqual(FONTS.map(() => FRENCH_TEXT));
  });
});
