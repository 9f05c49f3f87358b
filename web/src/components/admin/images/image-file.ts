import { IMAGE_WIDTHS } from '@comptoir/core';

/** Image checks, conversion settings and messages. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  notImageFile: 'Veuillez sélectionner un fichier image',
  tooLarge: 'Le fichier est trop volumineux (10\u00a0Mo au maximum)',
  notAnImage: 'Le fichier sélectionné n’est pas une image',
  canvas: 'Impossible de préparer l’image dans ce navigateur',
  load: 'Impossible de charger l’image',
  webp: 'Impossible de convertir l’image en WebP',
  processing: 'Erreur lors du traitement de l’image',
  upload: 'L’envoi de l’image a échoué',
  success: 'Image enregistrée',
} as const;

export class ImageProcessingError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'ImageProcessingError';
  }
}

/** The reason a chosen file cannot be uploaded, or null. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImageFile;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

function processingMessage(error: unknown): string {
  // The library rejects with the image's or the reader's error event when decoding fails.
  if (typeof Event !== 'undefined' && error instanceof Event) return IMAGE_MESSAGES.load;
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('not an image')) return IMAGE_MESSAGES.notAnImage;
  if (/getContext|canvas|drawImage/i.test(text)) return IMAGE_MESSAGES.canvas;
  if (/load/i.test(text)) return IMAGE_MESSAGES.load;
  return IMAGE_MESSAGES.processing;
}

/** One conversion to WebP, longest side at most `longestSide`, quality 0.85. */
async function webpAt(file: File, longestSide: number, onProgress: (fraction: number) => void): Promise<File> {
  let output: File;
  try {
    // Fetched at the first upload, not with every screen that has an image field.
    const { default: imageCompression } = await import('browser-image-compression');
    output = await imageCompression(file, {
      maxWidthOrHeight: longestSide,
      initialQuality: 0.85,
      fileType: 'image/webp',
      useWebWorker: false,
      onProgress: (percent) => onProgress(percent / 100),
    });
  } catch (error) {
    throw new ImageProcessingError(processingMessage(error), { cause: error });
  }
  // Browsers that cannot encode WebP fall back to PNG silently.
  if (output.type !== 'image/webp') throw new ImageProcessingError(IMAGE_MESSAGES.webp);
  return output;
}

/**
 * The longest side that gives an image `width` pixels wide (the library sizes by the longest side):
 * a portrait photo's is its height. Where the browser cannot tell the image's shape, `width`.
 */
async function longestSideFor(file: File, width: number): Promise<number> {
  if (typeof createImageBitmap !== 'function') return width;
  try {
    const bitmap = await createImageBitmap(file);
    const ratio = bitmap.height / bitmap.width;
    bitmap.close();
    return Math.round(width * Math.max(1, ratio));
  } catch {
    return width; // the conversion itself says what is wrong with the file
  }
}

/**
 * Converts in the browser to WebP in each of IMAGE_WIDTHS (its width, never enlarged), quality
 * 0.85: the widest from the chosen file, each narrower one from the one before (quicker to decode).
 * No web worker: the library would fetch its worker script from a CDN, which sandbox machines
 * cannot reach.
 */
export async function toWebpWidths(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<{ widest: File; narrower: { width: number; file: File }[] }> {
  const [widestWidth, ...narrowerWidths] = [...IMAGE_WIDTHS].reverse() as [number, ...number[]];
  const step = (index: number) => (fraction: number) => onProgress?.((index + fraction) / IMAGE_WIDTHS.length);
  const widest = await webpAt(file, await longestSideFor(file, widestWidth), step(0));
  const narrower: { width: number; file: File }[] = [];
  for (const [index, width] of narrowerWidths.entries()) {
    const source = narrower.at(-1)?.file ?? widest;
    narrower.push({ width, file: await webpAt(source, await longestSideFor(source, width), step(index + 1)) });
  }
  return { widest, narrower };
}

/**
 * `sites/{siteId}/images/{folder-}{timestamp}-{random}-{width}w.webp`: unique, never overwrites;
 * the widest width's path, the one the data keeps (the others: `imageWidthPath` in core).
 */
export function imagePath(siteId: string, folder?: string, now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10);
  const prefix = folder ? `${folder.replace(/[^a-z0-9-]/gi, '')}-` : '';
  return `sites/${siteId}/images/${prefix}${now}-${random}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}w.webp`;
}
