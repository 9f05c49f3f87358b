/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPTOIR_MODE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** App Check (docs/deploy.md): the reCAPTCHA Enterprise site key; a debug token for a local build. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
  /** Firebase Hosting's IPv4 address and site id, shown to owners as DNS records (docs/deploy.md). */
  readonly VITE_HOSTING_IPV4?: string;
  readonly VITE_HOSTING_SITE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The Emulator Suite's ports from firebase.json, set by vite.config.ts. */
declare const __EMULATOR_PORTS__: { firestore: number; auth: number; functions: number; storage: number };
