import { describe, expect, it } from 'vitest';
import { SELF_DEMOTION_MESSAGE, setUserRole } from './set-user-role';
import { admin, codeOf, memoryAccounts, storeWith, user } from './testing/fixtures';
import { accountSearchKeys } from '../model/search-keys';

const CREATED = new Date('2025-01-01T00:00:00.000Z');

async function world() {
  const db = await storeWith({
    'users/admin-1': { email: 'admin@demo.test', role: 'admin', createdAt: CREATED },
    'users/admin-2': { email: 'second@demo.test', role: 'admin', createdAt: CREATED },
    'users/owner-1': { email: 'owner@demo.test', role: 'user', createdAt: CREATED },
  });
  const accounts = memoryAccounts([
    { uid: 'admin-1', email: 'admin@demo.test', role: 'admin' },
    { uid: 'admin-2', email: 'second@demo.test', role: 'admin' },
    { uid: 'owner-1', email: 'owner@demo.test', role: 'user' },
    { uid: 'no-profile', email: 'new@demo.test', role: 'user' },
  ]);
  return { db, ...accounts };
}

describe('setUserRole', () => {
  it('refuses an administrator demoted since their session began, whose token still says admin', async () => {
    const { db, port, accounts } = await world();
    await port.setRole('admin-2', 'user');
    await expect(codeOf(setUserRole(db, port, admin('admin-2'), { uid: 'admin-2', role: 'admin' }))).resolves.toBe(
      'permission-denied',
    );
    await expect(codeOf(setUserRole(db, port, admin('admin-2'), { uid: 'admin-1', role: 'user' }))).resolves.toBe(
      'permission-denied',
    );
    expect(accounts.get('admin-1')?.role).toBe('admin');
    expect(accounts.get('admin-2')?.role).toBe('user');
  });

  it('lets only one of two administrators demoting each other at the same moment succeed', async () => {
    const { db, port, accounts } = await world();
    const outcomes = await Promise.allSettled([
      setUserRole(db, port, admin('admin-1'), { uid: 'admin-2', role: 'user' }),
      setUserRole(db, port, admin('admin-2'), { uid: 'admin-1', role: 'user' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'permission-denied' },
    });
    expect([accounts.get('admin-1')?.role, accounts.get('admin-2')?.role].sort()).toEqual(['admin', 'user']);
  });

  it('sets the claim and mirrors it in users/{uid} without revoking a promotion', async () => {
    const { db, port, accounts, revoked } = await world();
    await expect(setUserRole(db, port, admin(), { uid: 'owner-1', role: 'admin' })).resolves.toEqual({
      uid: 'owner-1',
      role: 'admin',
    });
    expect(accounts.get('owner-1')?.role).toBe('admin');
    expect((await db.get('users/owner-1'))?.data).toEqual({
      email: 'owner@demo.test',
      role: 'admin',
      createdAt: CREATED,
    });
    expect(revoked).toEqual([]);
  });

  it('revokes the sessions of a demoted administrator', async () => {
    const { db, port, accounts, revoked } = await world();
    await setUserRole(db, port, admin(), { uid: 'admin-2', role: 'user' });
    expect(accounts.get('admin-2')?.role).toBe('user');
    expect((await db.get('users/admin-2'))?.data.role).toBe('user');
    expect(revoked).toEqual(['admin-2']);
  });

  it('creates the mirror when the account has no users document yet', async () => {
    const { db, port } = await world();
    await setUserRole(db, port, admin(), { uid: 'no-profile', role: 'admin' });
    expect((await db.get('users/no-profile'))?.data).toMatchObject({
      email: 'new@demo.test',
      searchKeys: accountSearchKeys('new@demo.test'),
      role: 'admin',
    });
  });

  it('refuses non-administrators, self-demotion, unknown accounts and unknown roles', async () => {
    const { db, port, accounts } = await world();
    await expect(codeOf(setUserRole(db, port, null, { uid: 'owner-1', role: 'admin' }))).resolves.toBe(
      'unauthenticated',
    );
    await expect(codeOf(setUserRole(db, port, user('owner-1'), { uid: 'owner-1', role: 'admin' }))).resolves.toBe(
      'permission-denied',
    );
    await expect(setUserRole(db, port, admin(), { uid: 'admin-1', role: 'user' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: SELF_DEMOTION_MESSAGE,
    });
    await expect(codeOf(setUserRole(db, port, admin(), { uid: 'ghost', role: 'user' }))).resolves.toBe('not-found');
    await expect(codeOf(setUserRole(db, port, admin(), { uid: 'owner-1', role: 'owner' }))).resolves.toBe(
      'invalid-argument',
    );
    expect(accounts.get('owner-1')?.role).toBe('user');
    expect(accounts.get('admin-1')?.role).toBe('admin');
  });
});
