// The fallback faces shown while the pages' fonts load (web/src/styles/font-fallbacks.css, written by
// `npm run fonts`): each a system font present on phones and computers, scaled (`size-adjust`) so that
// French text takes the width it will take in the page's font, with that font's ascent, descent and line
// gap. When the font arrives and replaces it, lines neither rewrap nor move: the fonts need no preload
// to keep the page still. Measured with Debian's python3-fonttools on Debian's font packages
// fonts-liberation (metric twins of Arial and Times New Roman), fonts-roboto-unhinted and fonts-noto-core
// (Android's sans-serif and serif).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SYSTEM_FONTS = '/usr/share/fonts/truetype';

/** Text like the pages': what the widths are matched on. */
export const SAMPLE =
  'Épicerie fine du quartier : fromages affinés, miel de lavande, confitures maison et café torréfié ' +
  'chaque semaine. Ouvert du mardi au samedi, de 9 h à 19 h. Dégustation gratuite le 12 décembre à 18 h 30 ! ' +
  'Commandez vos paniers garnis (à partir de 25 €) et retirez-les en boutique. « Très bon accueil », ' +
  'écrivent nos clients. Œufs frais, pâtes, huile d’olive, thé, chocolat noir 70 %, pain au levain.';

/** Each page font's fallbacks, in the order of its stack: the local names tried, the files measured. */
export const FALLBACKS = {
  inter: [
    {
      family: 'Inter Fallback',
      regular: {
        local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo'],
        file: 'liberation/LiberationSans-Regular.ttf',
      },
      bold: {
        local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
        file: 'liberation/LiberationSans-Bold.ttf',
      },
    },
    {
      family: 'Inter Fallback Roboto',
      regular: { local: ['Roboto', 'Roboto-Regular'], file: 'roboto/unhinted/RobotoTTF/Roboto-Regular.ttf' },
      bold: { local: ['Roboto Bold', 'Roboto-Bold'], file: 'roboto/unhinted/RobotoTTF/Roboto-Bold.ttf' },
    },
  ],
  fraunces: [
    {
      family: 'Fraunces Fallback',
      regular: {
        local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
        file: 'liberation/LiberationSerif-Regular.ttf',
      },
      bold: {
        local: [
          'Times New Roman Bold',
          'TimesNewRomanPS-BoldMT',
          'Liberation Serif Bold',
          'LiberationSerif-Bold',
          'Tinos Bold',
        ],
        file: 'liberation/LiberationSerif-Bold.ttf',
      },
    },
    {
      family: 'Fraunces Fallback Noto',
      regular: { local: ['Noto Serif', 'NotoSerif-Regular'], file: 'noto/NotoSerif-Regular.ttf' },
      bold: { local: ['Noto Serif Bold', 'NotoSerif-Bold'], file: 'noto/NotoSerif-Bold.ttf' },
    },
  ],
};

/** The weights the pages use, each measured on the page font at that weight and the system font's nearest file. */
const WEIGHTS = { 400: 'regular', 500: 'regular', 600: 'bold', 700: 'bold' };

function measure(file, weight) {
  const script = new URL('measure-font.py', import.meta.url).pathname;
  return JSON.parse(execFileSync('/usr/bin/python3', [script, file, String(weight), SAMPLE], { encoding: 'utf8' }));
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** One fallback face: the system font scaled to the page font's widths, with its vertical metrics. */
export function fallbackFace(family, weight, local, font, fallback) {
  const sizeAdjust = font.advance / font.unitsPerEm / (fallback.advance / fallback.unitsPerEm);
  const metric = (value) => percent(value / font.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  font-weight: ${weight};`,
    `  src: ${local.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${metric(font.ascent)};`,
    `  descent-override: ${metric(font.descent)};`,
    `  line-gap-override: ${metric(font.lineGap)};`,
    '}',
  ].join('\n');
}

/** Writes the fallback faces of the cut fonts ({ name, file } each) to `out`. */
export function writeFallbackFaces(fonts, out) {
  const faces = fonts.flatMap(({ name, file }) =>
    FALLBACKS[name].flatMap((fallback) =>
      Object.entries(WEIGHTS).map(([weight, style]) => {
        const system = fallback[style];
        return fallbackFace(
          fallback.family,
          weight,
          system.local,
          measure(file, weight),
          measure(join(SYSTEM_FONTS, system.file), weight),
        );
      }),
    ),
  );
  const header = '/* Written by `npm run fonts` (scripts/fonts/fallback-faces.mjs): do not edit. */\n';
  writeFileSync(out, `${header}\n${faces.join('\n\n')}\n`);
  execFileSync(new URL('../../node_modules/.bin/prettier', import.meta.url).pathname, [
    '--write',
    '--log-level=warn',
    out,
  ]);
  console.log(`${out}: ${faces.length} fallback faces`);
}
