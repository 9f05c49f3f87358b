import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AdminAccounts } from './admin-accounts';
import { AdminDataPort } from './admin-data-port';

/** One Admin SDK app per instance, created on first use (the emulators set their hosts in the env). */
function app() {
  return getApps()[0] ?? initializeApp();
}

let dataPort: AdminDataPort | undefined;

export function db(): AdminDataPort {
  dataPort ??= new AdminDataPort(getFirestore(app()));
  return dataPort;
}

export function accounts(): AdminAccounts {
  return new AdminAccounts(getAuth(app()));
}
