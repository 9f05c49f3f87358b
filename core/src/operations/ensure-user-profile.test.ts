import { describe, expect, it } from 'vitest';
import { accountSearchKeys } from '../model/search-keys';
import { ensureUserProfile } from './ensure-user-profile';
import { storeWith } from './testing/fixtures';

describe('ensureUserProfile', () => {
  it("creates users/{uid} with the role 'user' for a new account", async () => {
    const db = await storeWith();
    await expect(ensureUserProfile(db, { uid: 'u1', email: 'a@b.fr' })).resolves.toBe('created');
    const doc = await db.get('users/u1');
    expect(doc?.data).toMatchObject({ email: 'a@b.fr', role: 'user', searchKeys: accountSearchKeys('a@b.fr') });
    expect(doc?.data.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a document the seed or make-admin wrote first', async () => {
    const created = new Date('2025-01-01T00:00:00.000Z');
    const db = await storeWith({ 'users/u1': { email: 'a@b.fr', role: 'admin', createdAt: created } });
    await expect(ensureUserProfile(db, { uid: 'u1', email: 'a@b.fr' })).resolves.toBe('exists');
    expect((await db.get('users/u1'))?.data).toEqual({ email: 'a@b.fr', role: 'admin', createdAt: created });
  });
});
