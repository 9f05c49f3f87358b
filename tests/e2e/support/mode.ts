import { inject } from 'vitest';

/** True when the specs run on the Firebase-mode build against the emulators. */
export const onEmulators = () => inject('mode') === 'emulators';

/**
 * Why a test that uploads images cannot run here, or undefined when it can: in the Firebase mode
 * uploads need the Storage emulator, whose rules runtime some machines cannot download.
 */
export function storageSkipReason(): string | undefined {
  if (!onEmulators() || process.env.FIREBASE_STORAGE_EMULATOR_HOST) return undefined;
  return 'skipped on the emulators: the Storage emulator is not running on this machine';
}
