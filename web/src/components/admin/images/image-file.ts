import imageCompression from 'browser-image-compression';

/** Image checks, conversion settings and messages. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  notImageFile: 'Veuillez sélectionner un fichier image',
  tooLarge: 'Le fichier est trop volumineux (max 10MB)',
  notAnImage: "Le fichier sélectionné n'est pas une image",
  canvas: 'Impossible de créer le contexte canvas',
  load: "Impossible de charger l'image",
  webp: "Impossible de convertir l'image en WebP",
  processing: "Erreur lors du traitement de l'image",
  upload: "Erreur lors de l'upload",
  success: 'Image uploadée et optimisée avec succès',
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

/**
 * Converts in the browser to WebP, longest side 1200 px, quality 0.85. No web worker:
 * the library would fetch its worker script from a CDN, which sandbox machines cannot reach.
 */
export async function toWebp(file: File, onProgress?: (fraction: number) => void): Promise<File> {
  let output: File;
  try {
    output = await imageCompression(file, {
      maxWidthOrHeight: 1200,
      initialQuality: 0.85,
      fileType: 'image/webp',
      useWebWorker: false,
      onProgress: (percent) => onProgress?.(percent / 100),
    });
  } catch (error) {
    throw new ImageProcessingError(processingMessage(error), { cause: error });
  }
  // Browsers that cannot encode WebP fall back to PNG silently.
  if (output.type !== 'image/webp') throw new ImageProcessingError(IMAGE_MESSAGES.webp);
  return output;
}

/** `sites/{siteId}/images/{folder-}{timestamp}-{random}.webp`: unique, never overwrites. */
export function imagePath(siteId: string, folder?: string, now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10);
  const prefix = folder ? `${folder.replace(/[^a-z0-9-]/gi, '')}-` : '';
  return `sites/${siteId}/images/${prefix}${now}-${random}.webp`;
}
