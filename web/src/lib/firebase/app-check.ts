import {
  CustomProvider,
  ReCaptchaEnterpriseProvider,
  getToken,
  initializeAppCheck,
  type AppCheck,
  type AppCheckOptions,
} from 'firebase/app-check';
import type { FirebaseTarget } from './app';

const activated = new WeakMap<object, AppCheck>();

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The emulators' stand-in for a debug token: the Functions emulator decodes App Check tokens without
 * checking their signature, so an unsigned token naming the app is what a verified one would carry.
 * It never reaches production, whose functions verify every token with the Admin SDK.
 */
export function emulatorAppCheckToken(appId: string, now = Date.now()): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + 60 * 60 * 1000;
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: appId, iat: Math.floor(now / 1000), exp: Math.floor(expireTimeMillis / 1000) }),
  );
  return { token: `${header}.${payload}.`, expireTimeMillis };
}

declare global {
  // The App Check SDK reads this global before it starts (its documented debug-token switch).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

function options({ app, emulators, appCheck }: FirebaseTarget): AppCheckOptions | null {
  if (emulators) {
    const appId = app.options.appId ?? 'emulators';
    return { provider: new CustomProvider({ getToken: () => Promise.resolve(emulatorAppCheckToken(appId)) }) };
  }
  if (!appCheck) return null;
  if (appCheck.debugToken) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = appCheck.debugToken;
  return { provider: new ReCaptchaEnterpriseProvider(appCheck.siteKey), isTokenAutoRefreshEnabled: true };
}

/**
 * Attests that requests come from this app (App Check): done once per app, before the first
 * Firestore request, callable or upload. The callables refuse calls without a token in production
 * and in the emulators; Firestore and Storage where App Check is enforced (docs/deploy.md).
 */
export function activateAppCheck(target: FirebaseTarget): void {
  if (activated.has(target.app)) return;
  const chosen = options(target);
  if (chosen) activated.set(target.app, initializeAppCheck(target.app, chosen));
}

/** The app's App Check token for a request made without an SDK; undefined where App Check is off or fails. */
export async function appCheckToken(target: FirebaseTarget): Promise<string | undefined> {
  const instance = activated.get(target.app);
  if (!instance) return undefined;
  try {
    return (await getToken(instance)).token;
  } catch {
    return undefined;
  }
}
