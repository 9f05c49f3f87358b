import type { FirebaseStorage } from 'firebase/storage';
import { describe, expect, it, vi } from 'vitest';
import { FirebaseStorageDriver } from './storage-driver';
import { STORAGE_EMULATOR_MISSING } from './storage-errors';

describe('FirebaseStorageDriver', () => {
  it('refuses an upload at once, in French, when the Storage emulator does not answer', async () => {
    const ready = vi.fn(() => Promise.reject(new Error(STORAGE_EMULATOR_MISSING)));
    const driver = new FirebaseStorageDriver({} as FirebaseStorage, ready);
    await expect(
      driver.upload('sites/s/images/a.webp', new Blob(['x']), { contentType: 'image/webp' }),
    ).rejects.toThrow(/demande l’émulateur Storage/);
    expect(ready).toHaveBeenCalledOnce();
  });
});
