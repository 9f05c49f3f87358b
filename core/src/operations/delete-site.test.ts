import { describe, expect, it } from 'vitest';
import { EPICERIE_ID, TRAITEUR_ID, seedDocuments } from '../seed';
import { DELETE_SITE_NAME_MISMATCH, deleteSite, type SiteFilesPort } from './delete-site';
import { admin, codeOf, memoryAccounts, storeWith, user } from './testing/fixtures';

const NOW = new Date('2026-03-02T10:00:00.000Z');

async function world() {
  const db = await storeWith(Object.fromEntries(seedDocuments(NOW).map((doc) => [doc.path, doc.data])));
  // A visitor's participation marker, the deepest document a site holds.
  const [event] = await db.query(`sites/${EPICERIE_ID}/events`);
  if (!event) throw new Error('the demo épicerie has events');
  await db.set(`${event.path}/participants/visitor-1`, { joinedAt: NOW });
  // The email counters and the audience totals, written by the functions only.
  await db.set(`sites/${EPICERIE_ID}/private/emailQuota`, { hourStart: NOW, leadEmails: 2 });
  await db.set(`sites/${EPICERIE_ID}/stats/2026-03-01`, { day: '2026-03-01', views: 40 });
  await db.set(`sites/${EPICERIE_ID}/statShards/2026-03-02-7`, { day: '2026-03-02', views: 3 });
  // Pending confirmation links, the épicerie's and the traiteur's.
  await db.set('recipientConfirmations/link-epicerie', { siteId: EPICERIE_ID, email: 'a@b.fr' });
  await db.set('recipientConfirmations/link-traiteur', { siteId: TRAITEUR_ID, email: 'c@d.fr' });
  const deletedFiles: string[] = [];
  const files: SiteFilesPort = {
    deleteSiteFiles: (siteId) => (deletedFiles.push(siteId), Promise.resolve(3)),
  };
  const { port: accounts } = memoryAccounts([
    { uid: 'admin-1', email: 'admin@demo.test', role: 'admin' },
    { uid: 'admin-2', email: 'ancien@demo.test', role: 'user' },
  ]);
  return { db, files, deletedFiles, accounts };
}

const belongsTo = (siteId: string) => (path: string) =>
  path === `sites/${siteId}` || path.startsWith(`sites/${siteId}/`);

describe('deleteSite', () => {
  it('leaves nothing of the site: content, leads, participants, settings, audience, pending links, domain mappings and files', async () => {
    const { db, files, deletedFiles, accounts } = await world();
    const before = db.paths();
    const siteDocuments = before.filter(belongsTo(EPICERIE_ID)).length + 1;
    expect(siteDocuments).toBeGreaterThan(30);

    const result = await deleteSite(db, files, accounts, admin(), {
      siteId: EPICERIE_ID,
      confirmName: 'Épicerie du Marché',
    });

    const after = db.paths();
    expect(after.filter(belongsTo(EPICERIE_ID))).toEqual([]);
    const mappings = await db.query('domains');
    expect(mappings.filter((doc) => doc.data.siteId === EPICERIE_ID)).toEqual([]);
    expect(mappings.length).toBeGreaterThan(0);
    expect(deletedFiles).toEqual([EPICERIE_ID]);
    // Its pending links go with it (no old link confirms an address on a site made later).
    expect(after.filter((path) => path.startsWith('recipientConfirmations/'))).toEqual([
      'recipientConfirmations/link-traiteur',
    ]);
    expect(result).toEqual({ siteId: EPICERIE_ID, documents: siteDocuments, domains: 3, files: 3 });
    // Other sites are untouched.
    expect(after.filter(belongsTo(TRAITEUR_ID))).toEqual(before.filter(belongsTo(TRAITEUR_ID)));
  });

  it('refuses a name that is not the site’s, and deletes nothing', async () => {
    const { db, files, accounts } = await world();
    const before = db.paths();
    await expect(
      deleteSite(db, files, accounts, admin(), { siteId: EPICERIE_ID, confirmName: 'Epicerie' }),
    ).rejects.toThrow(DELETE_SITE_NAME_MISMATCH);
    expect(db.paths()).toEqual(before);
  });

  it('refuses an administrator demoted since their session began (the token still says admin)', async () => {
    const { db, files, accounts } = await world();
    await expect(
      codeOf(
        deleteSite(db, files, accounts, admin('admin-2'), { siteId: EPICERIE_ID, confirmName: 'Épicerie du Marché' }),
      ),
    ).resolves.toBe('permission-denied');
    expect(db.paths().some(belongsTo(EPICERIE_ID))).toBe(true);
  });

  it('is for administrators only', async () => {
    const { db, files, accounts } = await world();
    await expect(
      codeOf(
        deleteSite(db, files, accounts, user('owner-1'), { siteId: EPICERIE_ID, confirmName: 'Épicerie du Marché' }),
      ),
    ).resolves.toBe('permission-denied');
    await expect(
      codeOf(deleteSite(db, files, accounts, admin(), { siteId: 'inconnu', confirmName: 'Inconnu' })),
    ).resolves.toBe('not-found');
  });
});
