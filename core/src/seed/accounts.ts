import type { Role } from '../port/auth-port';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  uid: string;
  email: string;
  role: Role;
  /** The site this account owns, if any. */
  ownsSite: string | null;
}

/** The same accounts in sandbox and emulator modes; password `demo1234` for all. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { uid: 'demo-admin', email: 'admin@demo.test', role: 'admin', ownsSite: null },
  { uid: 'demo-owner', email: 'owner@demo.test', role: 'user', ownsSite: 'epicerie-du-marche' },
  { uid: 'demo-owner2', email: 'owner2@demo.test', role: 'user', ownsSite: 'traiteur-saveurs' },
];

/** Sandbox only: where the local auth driver keeps accounts (never used in Firebase modes). */
export const SANDBOX_ACCOUNTS = 'sandboxAccounts';

/** Local auth stores salted SHA-256 digests, never typed passwords. */
export async function sandboxPasswordHash(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`comptoir-sandbox:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** sandboxPasswordHash('demo1234'), precomputed so the seed stays plain data. */
export const DEMO_PASSWORD_HASH = 'e8e64e8aff45de9b83157058a7d6285fdf79a00476f46413a3541de86b8cdb64';
