import { z } from 'zod';

export const modeSchema = z.enum(['emulators', 'sandbox', 'production']);
export type Mode = z.output<typeof modeSchema>;

const firebaseSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  storageBucket: z.string().min(1),
  appId: z.string().min(1),
});
const ENV_NAMES: Record<string, string> = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  appId: 'VITE_FIREBASE_APP_ID',
};
export type FirebaseConfig = z.output<typeof firebaseSchema>;

/**
 * App Check in production: reCAPTCHA Enterprise's site key (the functions refuse calls without a
 * token); a debug token lets a local build talk to the real project (docs/deploy.md).
 */
export interface AppCheckConfig {
  siteKey: string;
  debugToken?: string;
}

export type Env =
  | { mode: 'sandbox' }
  | { mode: 'emulators'; firebase: FirebaseConfig }
  | { mode: 'production'; firebase: FirebaseConfig; appCheck: AppCheckConfig };

export class ConfigError extends Error {}

/** Checked once at start-up: a Firebase mode without its config stops with a clear message. */
export function readEnv(raw: ImportMetaEnv = import.meta.env): Env {
  const mode = modeSchema.safeParse(raw.VITE_COMPTOIR_MODE ?? 'sandbox');
  if (!mode.success)
    throw new ConfigError(`VITE_COMPTOIR_MODE inconnu\u00a0: «\u00a0${raw.VITE_COMPTOIR_MODE}\u00a0».`);
  if (mode.data === 'sandbox') return { mode: 'sandbox' };
  const firebase = firebaseSchema.safeParse({
    apiKey: raw.VITE_FIREBASE_API_KEY,
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: raw.VITE_FIREBASE_PROJECT_ID,
    storageBucket: raw.VITE_FIREBASE_STORAGE_BUCKET,
    appId: raw.VITE_FIREBASE_APP_ID,
  });
  const siteKey = raw.VITE_APP_CHECK_SITE_KEY ?? '';
  const missing = firebase.success ? [] : firebase.error.issues.map((issue) => ENV_NAMES[String(issue.path[0])]);
  if (mode.data === 'production' && siteKey === '') missing.push('VITE_APP_CHECK_SITE_KEY');
  if (!firebase.success || missing.length > 0) {
    throw new ConfigError(`Configuration Firebase incomplète pour le mode ${mode.data}\u00a0: ${missing.join(', ')}.`);
  }
  if (mode.data === 'emulators') return { mode: mode.data, firebase: firebase.data };
  const debugToken = raw.VITE_APP_CHECK_DEBUG_TOKEN || undefined;
  return { mode: mode.data, firebase: firebase.data, appCheck: { siteKey, ...(debugToken && { debugToken }) } };
}
