import { describe, expect, it } from 'vitest';
import { createUserAccount } from './create-user-account';
import { admin, codeOf, memoryAccounts, storeWith, user } from './testing/fixtures';

const ADMIN = { uid: 'admin-1', email: 'admin@demo.test', role: 'admin' as const };

describe('createUserAccount', () => {
  it("opens an account with the role 'user' and its users document", async () => {
    const db = await storeWith();
    const { port, accounts } = memoryAccounts([ADMIN]);
    const { uid } = await createUserAccount(db, port, admin(), { email: 'Nouveau@Demo.test', password: 'secret1' });
    expect(accounts.get(uid)).toEqual({ uid, email: 'nouveau@demo.test', role: 'user' });
    expect((await db.get(`users/${uid}`))?.data).toMatchObject({ email: 'nouveau@demo.test', role: 'user' });
  });

  it('refuses non-administrators, a platform user’s email and a short password', async () => {
    const db = await storeWith({ 'users/u1': { email: 'pris@demo.test', role: 'user' } });
    const { port } = memoryAccounts([ADMIN, { uid: 'u1', email: 'pris@demo.test', role: 'user' }]);
    const input = { email: 'x@demo.test', password: 'secret1' };
    await expect(codeOf(createUserAccount(db, port, null, input))).resolves.toBe('unauthenticated');
    await expect(codeOf(createUserAccount(db, port, user('owner-1'), input))).resolves.toBe('permission-denied');
    await expect(
      createUserAccount(db, port, admin(), { email: 'pris@demo.test', password: 'secret1' }),
    ).rejects.toMatchObject({ code: 'already-exists', message: 'Un compte existe déjà avec cet email.' });
    await expect(createUserAccount(db, port, admin(), { email: 'x@demo.test', password: '123' })).rejects.toMatchObject(
      {
        code: 'invalid-argument',
        message: 'password\u00a0: Le mot de passe doit contenir au moins 6 caractères',
      },
    );
    expect((await db.query('users')).map((doc) => doc.id)).toEqual(['u1']);
  });

  it('takes back an address a stray account holds (no users document, no admin claim), never a platform user’s', async () => {
    const db = await storeWith({ 'users/u-owner': { email: 'pris@demo.test', role: 'user' } });
    const { port, accounts } = memoryAccounts([
      ADMIN,
      // An anonymous visitor's session turned into a password account with the real owner's address.
      { uid: 'squatter', email: 'proprio@demo.test', role: 'user' },
      { uid: 'u-owner', email: 'pris@demo.test', role: 'user' },
      { uid: 'admin-2', email: 'admin2@demo.test', role: 'admin' },
    ]);
    const { uid } = await createUserAccount(db, port, admin(), { email: 'Proprio@demo.test', password: 'secret1' });
    expect(accounts.has('squatter')).toBe(false);
    expect(accounts.get(uid)).toEqual({ uid, email: 'proprio@demo.test', role: 'user' });
    expect((await db.get(`users/${uid}`))?.data).toMatchObject({ email: 'proprio@demo.test' });

    for (const email of ['pris@demo.test', 'admin2@demo.test']) {
      await expect(createUserAccount(db, port, admin(), { email, password: 'secret1' })).rejects.toMatchObject({
        code: 'already-exists',
      });
    }
    expect(accounts.has('u-owner')).toBe(true);
    expect(accounts.has('admin-2')).toBe(true);
  });
});
