import { vi } from 'vitest';

/** Catches what `downloadFile` saves: each file's content, and the link clicks that name them. */
export function catchDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}

/** A saved file's text as UTF-8, its byte order mark kept (jsdom's Blob has no text()). */
export const readDownload = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsArrayBuffer(blob);
  });
