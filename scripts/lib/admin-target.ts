import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { emulatorAddress } from './emulator-address';

/**
 * The default Admin app for a maintenance script: the emulators with `emulators` or when an emulator
 * variable is set (Auth and Firestore then both there: never one in the emulators, one in production),
 * otherwise production with application default credentials (`gcloud auth application-default login`).
 * Returns where it points, in words, or undefined when no project is known.
 */
export function openAdminTarget(options: { project: string | undefined; emulators: boolean }): string | undefined {
  const emulated =
    options.emulators || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST);
  if (emulated) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorAddress('auth');
    process.env.FIRESTORE_EMULATOR_HOST ??= emulatorAddress('firestore');
  }
  const projectId =
    options.project ??
    process.env.GOOGLE_CLOUD_PROJECT ??
    process.env.GCLOUD_PROJECT ??
    (emulated ? 'demo-comptoir' : undefined);
  if (!projectId) return undefined;
  initializeApp(emulated ? { projectId } : { projectId, credential: applicationDefault() });
  return emulated ? `the emulators (project ${projectId})` : `project ${projectId}`;
}
