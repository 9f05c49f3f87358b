import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage';

const webp = new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' });

describe('LocalFileStorage', () => {
  it('stores a WebP image as a data URL and reports progress', async () => {
    const progress: number[] = [];
    const url = await new LocalFileStorage().upload('sites/s1/images/logo.webp', webp, {
      contentType: 'image/webp',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(url).toMatch(/^data:image\/webp;base64,/);
    expect(progress).toEqual([0, 1]);
  });

  it('refuses what storage.rules refuses: other types, more than 10 MB, other paths', async () => {
    const storage = new LocalFileStorage();
    await expect(storage.upload('sites/s1/images/a.png', webp, { contentType: 'image/png' })).rejects.toThrow('WebP');
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
    await expect(storage.upload('sites/s1/images/a.webp', big, { contentType: 'image/webp' })).rejects.toThrow(
      '10\u00a0Mo au maximum',
    );
    await expect(storage.upload('other/a.webp', webp, { contentType: 'image/webp' })).rejects.toThrow('refusé');
  });
});
