/** The bytes a WebP file starts with: `RIFF`, a 4-byte size, then `WEBP`. */
export const WEBP_HEADER_BYTES = 12;

/** Whether the first bytes of a file are a WebP header, whatever its declared content type says. */
export function isWebp(head: Uint8Array): boolean {
  if (head.length < WEBP_HEADER_BYTES) return false;
  const ascii = (from: number) => String.fromCharCode(...head.subarray(from, from + 4));
  return ascii(0) === 'RIFF' && ascii(8) === 'WEBP';
}

/** Site images are the only files clients may write: `sites/{siteId}/images/{file}`. */
export const isSiteImage = (name: string): boolean => /^sites\/[^/]+\/images\/[^/]+$/.test(name);
