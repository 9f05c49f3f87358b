import { describe, expect, it } from 'vitest';
import { deleteSite } from '../operations/delete-site';
import { admin, codeOf, memoryAccounts, storeWith, visitor } from '../operations/testing/fixtures';
import { toggleEventParticipation } from '../operations/toggle-event-participation';
import { CALLABLE_SCHEMAS } from './callables';

const NO_FILES = { deleteSiteFiles: () => Promise.resolve(0) };
const ADMINS = memoryAccounts([{ uid: 'admin-1', email: 'admin@demo.test', role: 'admin' }]).port;

describe('callable inputs', () => {
  it('refuse an id that is a path, with invalid-argument rather than an internal error', async () => {
    const db = await storeWith();
    for (const eventId of ['a/b', '.', '..', 'x'.repeat(129)]) {
      await expect(
        codeOf(toggleEventParticipation(db, visitor(), { siteId: 'site', eventId, participate: true })),
      ).resolves.toBe('invalid-argument');
    }
    await expect(
      codeOf(deleteSite(db, NO_FILES, ADMINS, admin(), { siteId: '../users', confirmName: 'x' })),
    ).resolves.toBe('invalid-argument');
  });

  it('accept ordinary ids', () => {
    expect(CALLABLE_SCHEMAS.setUserRole.input.safeParse({ uid: 'demo-owner.2', role: 'user' }).success).toBe(true);
  });
});
