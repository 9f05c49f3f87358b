import type { StoragePort, UploadOptions } from '@comptoir/core';

const MAX_BYTES = 10 * 1024 * 1024;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sandbox uploads become data URLs stored in the documents themselves (IndexedDB has room).
 * The checks mirror storage.rules so the sandbox refuses what production would.
 */
export class LocalFileStorage implements StoragePort {
  async upload(path: string, file: Blob, options: UploadOptions): Promise<string> {
    if (!/^sites\/[^/]+\/images\/[^/]+$/.test(path)) throw new Error(`Chemin de fichier refusé\u00a0: ${path}`);
    if (options.contentType !== 'image/webp') throw new Error('Seules les images WebP sont acceptées.');
    if (file.size > MAX_BYTES) throw new Error('Le fichier est trop volumineux (10\u00a0Mo au maximum)');
    options.onProgress?.(0);
    const url = await readAsDataUrl(new Blob([file], { type: options.contentType }));
    options.onProgress?.(1);
    return url;
  }
}
