export interface UploadOptions {
  contentType: string;
  cacheControl?: string;
  onProgress?: (fraction: number) => void;
}

export interface StoragePort {
  /** Stores the file at `path` and resolves with its public URL. */
  upload(path: string, file: Blob, options: UploadOptions): Promise<string>;
}
