import { contrastText, formatPrice, type ArdoisePage } from '@comptoir/core';
import { PAGE_FONTS } from '@/lib/page-fonts';

/** Square, as link previews crop it least: 1,200 px a side. */
export const ARDOISE_CARD_SIZE = 1200;
const MARGIN = 110;
const TITLE_LINES = 5;
const heading = (weight: number, size: number) => `${weight} ${size}px '${PAGE_FONTS.heading}', Georgia, serif`;
const body = (weight: number, size: number) => `${weight} ${size}px '${PAGE_FONTS.body}', system-ui, sans-serif`;
const FONTS = {
  eyebrow: body(600, 44),
  title: heading(600, 96),
  price: body(600, 80),
  shop: body(500, 48),
} as const;

/** `text` in lines no wider than `width` (by `measure`), at most `max`, the last one ellipsed if cut. */
export function wrapLines(text: string, width: number, measure: (line: string) => number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1] ?? ''}…`;
  while (measure(last) > width && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[max - 1] = last;
  return kept;
}

export interface ArdoiseCardInput {
  ardoise: Pick<ArdoisePage, 'title' | 'price'>;
  shopName: string;
  /** The shop's main colour; the text takes whichever of black or white reads best on it. */
  colour: string;
}

/**
 * The ardoise as a square PNG for link previews when it has no photo: « L’ardoise du jour », the
 * title large, the price, the shop's name, in the shop's colours. Null where the browser cannot draw.
 */
export async function drawArdoiseCard({ ardoise, shopName, colour }: ArdoiseCardInput): Promise<File | null> {
  // A canvas draws with the faces already loaded only: load each one it uses first (else its fallbacks).
  await Promise.all(Object.values(FONTS).map((font) => document.fonts.load(font).catch(() => [])));
  const canvas = document.createElement('canvas');
  canvas.width = ARDOISE_CARD_SIZE;
  canvas.height = ARDOISE_CARD_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const ink = contrastText(colour);
  const inner = ARDOISE_CARD_SIZE - 2 * MARGIN;
  context.fillStyle = colour;
  context.fillRect(0, 0, ARDOISE_CARD_SIZE, ARDOISE_CARD_SIZE);
  context.fillStyle = ink;
  context.textBaseline = 'top';

  context.font = FONTS.eyebrow;
  context.globalAlpha = 0.8;
  context.fillText('L’ARDOISE DU JOUR', MARGIN, MARGIN);
  context.globalAlpha = 1;

  context.font = FONTS.title;
  const lines = wrapLines(ardoise.title, inner, (line) => context.measureText(line).width, TITLE_LINES);
  lines.forEach((line, index) => context.fillText(line, MARGIN, MARGIN + 120 + index * 116));

  if (ardoise.price !== null) {
    context.font = FONTS.price;
    context.fillText(formatPrice(ardoise.price), MARGIN, MARGIN + 160 + lines.length * 116);
  }
  context.font = FONTS.shop;
  context.textBaseline = 'bottom';
  context.fillText(
    wrapLines(shopName, inner, (line) => context.measureText(line).width, 1)[0] ?? '',
    MARGIN,
    ARDOISE_CARD_SIZE - MARGIN,
  );

  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? new File([blob], 'ardoise.png', { type: 'image/png' }) : null), 'image/png'),
  );
}
