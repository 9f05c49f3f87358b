// Turns the épicerie's scenes into photo-weight WebP files at each stored width, as the back office
// stores a merchant's upload (`-400w`, `-800w`, `-1600w`, quality 0.85): a flat drawing weighs a few
// kilobytes where a photo weighs 100–300, and every benchmark must measure what merchants upload.
// The scene is rendered at its width (rsvg-convert), given a photographic grain at two scales
// (ImageMagick, seeded: reruns give the same files) and encoded by cwebp. Needs Debian's
// `librsvg2-bin`, `imagemagick` and `webp` packages (generation only; the files are committed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '../../core/src/domain/image-widths';

/** ImageMagick 6's own binary (/usr/local/bin/convert may be a stand-in on these machines). */
const CONVERT = '/usr/bin/convert';

/** The épicerie's pictures that stand for photographs (logos, the map and icons stay drawings). */
export const PHOTO =
  /^epicerie\/(hero|highlight-[\w-]+|products\/[\w-]+|services\/[\w-]+|team\/[\w-]+|partners\/(?![\w-]+-logo)[\w-]+)\.svg$/;

/**
 * Writes `{stem}-{width}w.webp` for each stored width from the SVG file `svg`; returns the bytes
 * written per width.
 */
export function renderPhoto(svg: string, stem: string): Record<number, number> {
  const work = mkdtempSync(join(tmpdir(), 'seed-photo-'));
  try {
    const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
    const drawn = join(work, 'drawn.png');
    const grained = join(work, 'grained.png');
    execFileSync('rsvg-convert', ['--width', String(widest), '--keep-aspect-ratio', svg, '-o', drawn]);
    // Coarse grain (a quarter-size noise layer, enlarged) and fine grain, then a slight softening.
    execFileSync(CONVERT, [
      drawn,
      '-seed',
      '7',
      '(',
      '+clone',
      '-resize',
      '25%',
      '-attenuate',
      '0.9',
      '+noise',
      'Gaussian',
      '-resize',
      '400%',
      ')',
      '-compose',
      'blend',
      '-define',
      'compose:args=40',
      '-composite',
      '-attenuate',
      '0.45',
      '+noise',
      'Gaussian',
      '-blur',
      '0x0.5',
      grained,
    ]);
    const sizes: Record<number, number> = {};
    for (const width of IMAGE_WIDTHS) {
      const out = `${stem}-${width}w.webp`;
      execFileSync('cwebp', ['-quiet', '-q', '85', '-resize', String(width), '0', grained, '-o', out]);
      sizes[width] = statSync(out).size;
    }
    return sizes;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
