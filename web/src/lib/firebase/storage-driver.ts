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
import { activateAppCheck } from './app-check';
import { STORAGE_EMULATOR_MISSING, toStorageError, uploadFraction } from './storage-errors';

/** The StoragePort over Cloud Storage: resumable upload, then the public download URL. */
export class FirebaseStorageDriver implements StoragePort {
  /** `ready` rejects with a French message when uploads cannot work (no Storage emulator). */
  constructor(
    private readonly storage: FirebaseStorage,
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async upload(path: string, file: Blob, { contentType, cacheControl, onProgress }: UploadOptions): Promise<string> {
    await this.ready();
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

/**
 * Some machines run the Emulator Suite without Storage (its rules runtime is a download). The SDK
 * would retry for minutes against the closed port; one quick look lets the form say so at once.
 */
async function storageEmulatorAnswers(): Promise<void> {
  try {
    // no-cors: any answer will do; only a refused connection rejects.
    await fetch(`http://${EMULATORS.host}:${EMULATORS.storage}/`, {
      mode: 'no-cors',
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    throw new Error(STORAGE_EMULATOR_MISSING);
  }
}

export function openStorage(target: FirebaseTarget): FirebaseStorageDriver {
  const { app, emulators } = target;
  activateAppCheck(target);
  const storage = getStorage(app);
  if (!emulators) return new FirebaseStorageDriver(storage);
  connectStorageEmulator(storage, EMULATORS.host, EMULATORS.storage);
  return new FirebaseStorageDriver(storage, storageEmulatorAnswers);
}
