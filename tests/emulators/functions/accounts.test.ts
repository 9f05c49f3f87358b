import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  linkWithCredential,
  signInWithEmailAndPassword,
  updateEmail,
  updatePassword,
} from 'firebase/auth';
import { NOT_A_PLATFORM_ACCOUNT_MESSAGE } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAuthError } from '../../../web/src/lib/firebase/auth-errors';
import { admin, browserClient, callCode, closeClients, provisionAccount } from '../support/clients';

const PASSWORD = 'demo1234';
const ADMIN = { uid: 'it-admin', email: 'it-admin@demo.test', password: PASSWORD };
const ADMIN_2 = { uid: 'it-admin-2', email: 'it-admin-2@demo.test', password: PASSWORD };
const USER = { uid: 'it-user', email: 'it-user@demo.test', password: PASSWORD };
const SQUATTER = 'it-squatter@demo.test';
/** The addresses an anonymous visitor links to its session, each the address of an owner to come. */
const LINKED = 'it-future-owner@demo.test';
const UPDATED = 'it-future-owner-2@demo.test';

describe('accounts and roles (Functions + Auth + Firestore emulators)', () => {
  beforeAll(async () => {
    await provisionAccount(ADMIN, 'admin');
    await provisionAccount(USER, 'user');
    for (const email of [SQUATTER, LINKED, UPDATED]) {
      await admin()
        .auth.getUserByEmail(email)
        .then(
          ({ uid }) => admin().auth.deleteUser(uid),
          () => undefined,
        );
    }
  });
  afterAll(closeClients);

  it("refuses a visitor's password sign-up with a shop's email, and lets anonymous visitors in", async () => {
    const squatter = browserClient();
    await expect(createUserWithEmailAndPassword(squatter.auth, SQUATTER, PASSWORD)).rejects.toThrow(
      /Les comptes sont ouverts par un administrateur/,
    );
    await expect(admin().auth.getUserByEmail(SQUATTER)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const users = await admin().db.collection('users').where('email', '==', SQUATTER).get();
    expect(users.size).toBe(0);

    const visitor = browserClient();
    await expect(visitor.signInAnonymously()).resolves.toMatchObject({ user: { isAnonymous: true } });
  });

  it('refuses a password sign-in to an anonymous session turned into a password account, and frees its address', async () => {
    // The Auth API lets an anonymous session link an email and a password, which no sign-up block sees.
    const visitor = browserClient();
    const { user } = await visitor.signInAnonymously();
    await linkWithCredential(user, EmailAuthProvider.credential(LINKED, 'squat123'));
    const upgraded = browserClient();
    await expect(signInWithEmailAndPassword(upgraded.auth, LINKED, 'squat123')).rejects.toThrow(
      /Ce compte n’a pas été ouvert sur Comptoir/,
    );
    // The other way: setting an email, then a password, on the anonymous account.
    const other = browserClient();
    const { user: second } = await other.signInAnonymously();
    await updateEmail(second, UPDATED);
    await updatePassword(second, 'squat123');
    const refused: unknown = await signInWithEmailAndPassword(browserClient().auth, UPDATED, 'squat123').catch(
      (error: unknown) => error,
    );
    expect(String(refused)).toMatch(/Ce compte n’a pas été ouvert sur Comptoir/);
    // What the login page shows: the reason, not « Une erreur est survenue ».
    expect(toAuthError(refused).message).toBe(NOT_A_PLATFORM_ACCOUNT_MESSAGE);

    // The administrator opens the real owner's account with that address: it is taken back.
    const client = browserClient();
    await client.signIn(ADMIN.email, ADMIN.password);
    for (const email of [LINKED, UPDATED]) {
      const { uid } = await client.call('createUserAccount', { email, password: 'owner123' });
      expect(uid).not.toBe(user.uid);
      const owner = browserClient();
      await expect(owner.signIn(email, 'owner123')).resolves.toMatchObject({ user: { uid } });
    }
    await expect(admin().auth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // A platform user's address stays refused; platform users and visitors still sign in.
    await expect(callCode(client.call('createUserAccount', { email: USER.email, password: 'owner123' }))).resolves.toBe(
      'already-exists',
    );
    await expect(browserClient().signIn(USER.email, USER.password)).resolves.toMatchObject({ user: { uid: USER.uid } });
    await expect(browserClient().signInAnonymously()).resolves.toMatchObject({ user: { isAnonymous: true } });
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

  it('lets only one of two administrators demoting each other at the same moment succeed', async () => {
    await provisionAccount(ADMIN_2, 'admin');
    const [first, second] = [browserClient(), browserClient()];
    await first.signIn(ADMIN.email, ADMIN.password);
    await second.signIn(ADMIN_2.email, ADMIN_2.password);
    const outcomes = await Promise.all([
      callCode(first.call('setUserRole', { uid: ADMIN_2.uid, role: 'user' })),
      callCode(second.call('setUserRole', { uid: ADMIN.uid, role: 'user' })),
    ]);
    expect(outcomes.sort()).toEqual(['ok', 'permission-denied']);
    const roles = await Promise.all(
      [ADMIN, ADMIN_2].map(async ({ uid }) => (await admin().auth.getUser(uid)).customClaims?.role),
    );
    expect(roles.sort()).toEqual(['admin', 'user']);
    // The suite goes on with ADMIN as the administrator.
    await provisionAccount(ADMIN, 'admin');
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
