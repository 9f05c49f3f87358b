import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidthPath, isSizedImage } from './image-widths';

const STORAGE =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/sites%2Fepicerie%2Fimages%2Fproduct-17-ab12-1600w.webp';

describe('image widths', () => {
  it('names the narrower files beside the widest', () => {
    expect(imageWidthPath('sites/epicerie/images/hero-17-ab12-1600w.webp', 400)).toBe(
      'sites/epicerie/images/hero-17-ab12-400w.webp',
    );
    expect(imageWidthPath(`${STORAGE}?alt=media`, 800)).toContain('product-17-ab12-800w.webp?alt=media');
  });

  it('lists every width of a sized image, narrowest first, the token kept only on the widest', () => {
    expect(imageSrcSet(`${STORAGE}?alt=media&token=secret-1`)).toBe(
      [
        `${STORAGE.replace('1600w', '400w')}?alt=media 400w`,
        `${STORAGE.replace('1600w', '800w')}?alt=media 800w`,
        `${STORAGE}?alt=media&token=secret-1 1600w`,
      ].join(', '),
    );
    expect(imageSrcSet('/seed/epicerie/products/tomates-1600w.webp')).toBe(
      '/seed/epicerie/products/tomates-400w.webp 400w, /seed/epicerie/products/tomates-800w.webp 800w, /seed/epicerie/products/tomates-1600w.webp 1600w',
    );
    expect(imageSrcSet('https://cdn.example/a-1600w.webp?token=t&v=2')).toContain(
      'https://cdn.example/a-400w.webp?v=2 400w',
    );
  });

  it('leaves images stored in one width as they are', () => {
    for (const url of [
      `${STORAGE.replace('-1600w', '')}?alt=media&token=t`,
      '/seed/epicerie/logo.svg',
      'data:image/webp;base64,UklGRi1600w.webp',
      '/seed/a-1600w.webp.svg',
      '',
      null,
      undefined,
    ])
      expect(imageSrcSet(url)).toBeNull();
    expect(isSizedImage('/seed/a-800w.webp')).toBe(false);
  });
});
