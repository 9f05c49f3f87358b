import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CardImage from './ardoise-card-image';

/** The families fonts.css declares with @font-face: the only ones a canvas can be given. */
const fontsCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../styles/fonts.css'), 'utf8');
const declared = [...fontsCss.matchAll(/font-family:\s*'([^']+)'/g)].map((match) => match[1]);

/** The first family a canvas font asks for (« 600 96px 'Fraunces Variable', Georgia » → Fraunces Variable). */
const family = (font: string) => /^\d+ \d+px\s+['"]?([^'",]+)/.exec(font)?.[1];

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fonts');
});

describe('the ardoise’s square picture', () => {
  it('draws every text in a face of the site, once that face has loaded', async () => {
    const { drawArdoiseCard } = await vi.importActual<typeof CardImage>('./ardoise-card-image');
    const loaded = new Set<string>();
    const load = vi.fn(async (font: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      loaded.add(font);
      return [];
    });
    // The test DOM has no FontFaceSet.
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    const drawn: { text: string; font: string; ready: boolean }[] = [];
    const context = {
      font: '',
      fillStyle: '',
      globalAlpha: 1,
      textBaseline: '',
      fillRect: () => undefined,
      measureText: (text: string) => ({ width: text.length * 40 }),
      fillText(text: string) {
        drawn.push({ text, font: this.font, ready: loaded.has(this.font) });
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['png'])));

    const card = await drawArdoiseCard({
      ardoise: { title: 'Blanquette de veau', price: 12.5 },
      shopName: 'Épicerie du Marché',
      colour: '#1f5c2e',
    });
    expect(card).toBeInstanceOf(File);
    expect(drawn.map(({ text }) => text)).toEqual([
      'L’ARDOISE DU JOUR',
      'Blanquette de veau',
      '12,50\u00a0€',
      'Épicerie du Marché',
    ]);
    for (const { font, ready } of drawn) {
      expect(declared).toContain(family(font));
      expect(ready).toBe(true);
    }
    expect(new Set(drawn.map(({ font }) => family(font)))).toEqual(new Set(['Fraunces Variable', 'Inter Variable']));
  });
});
