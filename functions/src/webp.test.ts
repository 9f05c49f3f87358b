import { describe, expect, it } from 'vitest';
import { isSiteImage, isWebp } from './webp';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('isWebp', () => {
  it('recognises a WebP header', () => {
    expect(isWebp(bytes('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe(true);
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(isWebp(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>'))).toBe(false);
    expect(isWebp(bytes('\u0089PNG\r\n\u001a\n0000'))).toBe(false);
    expect(isWebp(bytes('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBe(false);
    expect(isWebp(bytes('RIFF'))).toBe(false);
    expect(isWebp(new Uint8Array())).toBe(false);
  });
});

describe('isSiteImage', () => {
  it('names the site images folder only', () => {
    expect(isSiteImage('sites/epicerie/images/hero-1741776000000-a1b2c3.webp')).toBe(true);
    expect(isSiteImage('sites/epicerie/private/x.webp')).toBe(false);
    expect(isSiteImage('sites/epicerie/images/sub/x.webp')).toBe(false);
  });
});
