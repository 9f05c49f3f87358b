import type { StoragePort, UploadOptions } from '@comptoir/core';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { EMULATORS, type FirebaseTarget } from './app';
import { toStorageError, uploadFraction } from './storage-errors';

/** The StoragePort over Cloud Storage: resumable upload, then the public download URL. */
export class FirebaseStorageDriver implements StoragePort {
  constructor(private readonly storage: FirebaseStorage) {}

  async upload(path: string, file: Blob, { contentType, cacheControl, onProgress }: UploadOptions): Promise<string> {
    try {
      const task = uploadBytesResumable(ref(this.storage, path), file, {
        contentType,
        ...(cacheControl ? { cacheControl } : {}),
      });
      if (onProgress)
        task.on('state_changed', (snapshot) =>
          onProgress(uploadFraction(snapshot.bytesTransferred, snapshot.totalBytes)),
        );
      const { ref: stored } = await task;
      return await getDownloadURL(stored);
    } catch (error) {
      throw toStorageError(error);
    }
  }
}

export function openStorage({ app, emulators }: FirebaseTarget): FirebaseStorageDriver {
  const storage = getStorage(app);
  if (emulators) connectStorageEmulator(storage, EMULATORS.host, EMULATORS.storage);
  return new FirebaseStorageDriver(storage);
}
