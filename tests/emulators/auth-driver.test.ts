import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { FirebaseAuthDriver } from '../../web/src/lib/firebase/auth-driver';
import { AUTH, PROJECT_ID } from './support/emulators';

let app: FirebaseApp | undefined;

function openDriver() {
  app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `auth-driver-${Date.now().toString(36)}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
  return new FirebaseAuthDriver(auth);
}

afterEach(async () => {
  if (app) await deleteApp(app);
  app = undefined;
});

describe('the visitor’s account (Firebase Auth driver)', () => {
  it('is made once when asked twice at once (a held press starts it, its call asks again)', async () => {
    const driver = openDriver();
    const [first, second] = await Promise.all([driver.ensureVisitor(), driver.ensureVisitor()]);
    expect(first.isAnonymous).toBe(true);
    expect(second.uid).toBe(first.uid);
    // Asked again later: the same account, not a new one.
    expect((await driver.ensureVisitor()).uid).toBe(first.uid);
  });
});
