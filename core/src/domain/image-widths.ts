// Photos sized for the screen. An uploaded image is stored in each of IMAGE_WIDTHS (WebP, made in
// the browser); the data keeps the widest file's URL, named `…-1600w.webp`, and the narrower files
// sit beside it under the same name with their own width (`…-400w.webp`, `…-800w.webp`). Images
// stored before (one file, any other name), data URLs and SVG drawings have no other widths.

/** The widths, in pixels, each uploaded image is stored in; the widest also serves link previews. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

const WIDEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** `-1600w.webp` at the end of the URL's path (a Storage URL's path is percent-encoded, its name is not). */
const SIZED = new RegExp(`-${WIDEST}w\\.webp(?=$|[?#])`);

/** The name of the file of `width` beside the widest file `path` (a path or a URL). */
export function imageWidthPath(path: string, width: number): string {
  return path.replace(SIZED, `-${width}w.webp`);
}

/** Whether `url` names the widest file of a sized image. */
export function isSizedImage(url: string): boolean {
  return !url.startsWith('data:') && SIZED.test(url);
}

/**
 * The `srcset` of a sized image, narrowest first (`… 400w, … 800w, … 1600w`), or null for an image
 * stored in one width. A Cloud Storage download URL carries the token of the widest file only; the
 * narrower files are public (storage.rules), so their URLs go without it.
 */
export function imageSrcSet(url: string | null | undefined): string | null {
  if (!url || !isSizedImage(url)) return null;
  return IMAGE_WIDTHS.map((width) => {
    const candidate = width === WIDEST ? url : withoutToken(imageWidthPath(url, width));
    return `${candidate} ${width}w`;
  }).join(', ');
}

function withoutToken(url: string): string {
  return url.replace(/([?&])token=[^&#]*&?/, '$1').replace(/[?&](?=$|#)/, '');
}
