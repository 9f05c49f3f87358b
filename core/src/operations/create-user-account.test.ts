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

  it('refuses non-administrators, a taken email and a short password', async () => {
    const db = await storeWith();
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
        message: 'password : Le mot de passe doit contenir au moins 6 caractères',
      },
    );
    expect(await db.query('users')).toEqual([]);
  });
});
