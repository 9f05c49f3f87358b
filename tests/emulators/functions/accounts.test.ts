import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, browserClient, callCode, closeClients } from '../support/clients';
import { eventually } from '../support/emulators';

const PASSWORD = 'demo1234';
const ADMIN = { uid: 'it-admin', email: 'it-admin@demo.test', password: PASSWORD };
const USER = { uid: 'it-user', email: 'it-user@demo.test', password: PASSWORD };

describe('accounts and roles (Functions + Auth + Firestore emulators)', () => {
  beforeAll(async () => {
    const { auth, db } = admin();
    for (const account of [ADMIN, USER]) {
      await auth.deleteUser(account.uid).catch(() => undefined);
      await db.doc(`users/${account.uid}`).delete();
      await auth.createUser(account);
    }
    await auth.setCustomUserClaims(ADMIN.uid, { role: 'admin' });
  });
  afterAll(closeClients);

  it('creates users/{uid} with the role user when an account is created', async () => {
    const profile = await eventually(async () => (await admin().db.doc(`users/${USER.uid}`).get()).data());
    expect(profile).toMatchObject({ email: USER.email, role: 'user' });
  });

  it('refuses setUserRole to a signed-in non-admin', async () => {
    const user = browserClient();
    await user.signIn(USER.email, USER.password);
    await expect(callCode(user.call('setUserRole', { uid: USER.uid, role: 'admin' }))).resolves.toBe(
      'permission-denied',
    );
    expect((await admin().auth.getUser(USER.uid)).customClaims?.role).toBeUndefined();
  });

  it('lets an admin promote an account: claim and users/{uid} mirror', async () => {
    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    await expect(client.call('setUserRole', { uid: USER.uid, role: 'admin' })).resolves.toEqual({
      uid: USER.uid,
      role: 'admin',
    });
    expect((await admin().auth.getUser(USER.uid)).customClaims).toMatchObject({ role: 'admin' });
    expect((await admin().db.doc(`users/${USER.uid}`).get()).get('role')).toBe('admin');
  });

  it('revokes the sessions of a demoted admin and refuses self-demotion', async () => {
    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    const before = (await admin().auth.getUser(USER.uid)).tokensValidAfterTime;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.call('setUserRole', { uid: USER.uid, role: 'user' });
    expect((await admin().auth.getUser(USER.uid)).tokensValidAfterTime).not.toBe(before);
    await expect(callCode(client.call('setUserRole', { uid: ADMIN.uid, role: 'user' }))).resolves.toBe(
      'failed-precondition',
    );
  });

  it('refuses a demoted administrator whose ID token still carries the admin claim', async () => {
    const boss = browserClient();
    await boss.signIn(ADMIN.email, ADMIN.password);
    await boss.call('setUserRole', { uid: USER.uid, role: 'admin' });
    const demoted = browserClient();
    await demoted.signIn(USER.email, USER.password);
    expect((await demoted.auth.currentUser?.getIdTokenResult())?.claims.role).toBe('admin');
    await boss.call('setUserRole', { uid: USER.uid, role: 'user' });
    // Same session, same token (it stays valid up to an hour): the functions read the current role.
    expect((await demoted.auth.currentUser?.getIdTokenResult())?.claims.role).toBe('admin');
    await expect(callCode(demoted.call('setUserRole', { uid: USER.uid, role: 'admin' }))).resolves.toBe(
      'permission-denied',
    );
    await expect(callCode(demoted.call('setUserRole', { uid: ADMIN.uid, role: 'user' }))).resolves.toBe(
      'permission-denied',
    );
    await expect(
      callCode(demoted.call('createUserAccount', { email: 'it-pirate@demo.test', password: 'secret1' })),
    ).resolves.toBe('permission-denied');
    expect((await admin().auth.getUser(ADMIN.uid)).customClaims?.role).toBe('admin');
  });

  it('creates a shop-owner account for an admin, once per email', async () => {
    const { auth } = admin();
    await auth.getUserByEmail('it-new-owner@demo.test').then(
      (user) => auth.deleteUser(user.uid),
      () => undefined,
    );
    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    const input = { email: 'it-new-owner@demo.test', password: 'secret1' };
    const { uid } = await client.call('createUserAccount', input);
    expect((await admin().db.doc(`users/${uid}`).get()).get('role')).toBe('user');
    await expect(callCode(client.call('createUserAccount', input))).resolves.toBe('already-exists');
  });
});
