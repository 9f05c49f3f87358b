// `npm run fonts`: the two variable fonts the pages use, cut to what they need, into web/public/fonts
// (committed; rerun after upgrading @fontsource-variable/inter or /fraunces). From each package's
// Latin file: the weight axis limited to 400–700 (the pages use 400, 500, 600 and 700), the
// characters of French text (Latin-1, Œ œ Ÿ, typographic quotes and spaces, dashes, €, arrows), and
// the layout features text needs (kerning, ligatures, tabular figures). Needs Debian's `fonttools`.
// A name carries the package's version: the files are cached for a year (firebase.json).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeFallbackFaces } from './fallback-faces.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'web/public/fonts');
const FALLBACK_CSS = join(ROOT, 'web/src/styles/font-fallbacks.css');

/** The characters kept; web/src/styles/fonts.css gives the same list as each face's unicode-range. */
export const FRENCH_TEXT =
  'U+0020-007E,U+00A0-00FF,U+0152-0153,U+0178,U+02C6,U+02DC,U+2009,U+200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+202F,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212';
const FEATURES = 'kern,liga,calt,ccmp,locl,mark,mkmk,tnum,case';

export const FONTS = [
  { name: 'inter', package: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
  { name: 'fraunces', package: '@fontsource-variable/fraunces', file: 'fraunces-latin-wght-normal.woff2' },
];

function main() {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'fonts-'));
  const cut = [];
  try {
    for (const font of FONTS) {
      const dir = join(ROOT, 'node_modules', font.package);
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const source = join(dir, 'files', font.file);
      const instanced = join(work, `${font.name}.ttf`);
      const out = join(OUT, `${font.name}-fr-${version}.woff2`);
      execFileSync('fonttools', ['varLib.instancer', source, 'wght=400:700', '-o', instanced, '-q']);
      execFileSync('pyftsubset', [
        instanced,
        `--unicodes=${FRENCH_TEXT}`,
        `--layout-features=${FEATURES}`,
        '--flavor=woff2',
        `--output-file=${out}`,
      ]);
      console.log(`${out}: ${statSync(out).size} bytes (was ${statSync(source).size})`);
      cut.push({ name: font.name, file: out });
    }
    writeFallbackFaces(cut, FALLBACK_CSS);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
