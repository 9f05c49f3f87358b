import { describe, expect, it } from 'vitest';
import { sendTestEmail } from './send-test-email';
import { SITE_OFFLINE_EMAIL_MESSAGE } from './site-access';
import { admin, codeOf, recordingMailer, storeWith, user, visitor } from './testing/fixtures';
import { OWNER, SITE, siteDocs } from './testing/leads';

const NOW = new Date('2025-03-12T09:00:00.000Z');

describe('sendTestEmail', () => {
  it('sends the sample quote to the merchant addresses and returns how many', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    await expect(sendTestEmail(db, mailer, user(OWNER), { siteId: SITE }, NOW)).resolves.toEqual({ recipients: 2 });
    const [email] = mailer.sent;
    expect(email?.subject).toBe('[Test] Nouvelle demande de devis de Jean Dupont – Épicerie du Marché');
    expect(email?.to).toEqual(['bonjour@epicerie.fr', 'claire@epicerie.fr']);
    expect(email?.text).toContain('Entreprise\u00a0: Entreprise Test');
    expect(email?.text).toContain('Date de l’événement\u00a0: 12 mars 2025');
    const records = await db.query(`sites/${SITE}/notifications`);
    expect(records.map((record) => record.data)).toEqual([
      expect.objectContaining({ kind: 'test', status: 'logged', to: email?.to }),
    ]);
  });

  it('sends at most 5 test emails an hour per site, then says when to try again', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    for (let sent = 0; sent < 5; sent += 1) await sendTestEmail(db, mailer, user(OWNER), { siteId: SITE }, NOW);
    const later = new Date(NOW.getTime() + 20 * 60_000);
    await expect(sendTestEmail(db, mailer, admin(), { siteId: SITE }, later)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Vous avez déjà envoyé 5\u00a0emails de test cette heure-ci. Réessayez dans 40\u00a0min.',
    });
    expect(mailer.sent).toHaveLength(5);
    const nextHour = new Date(NOW.getTime() + 61 * 60_000);
    await expect(sendTestEmail(db, mailer, user(OWNER), { siteId: SITE }, nextHour)).resolves.toEqual({
      recipients: 2,
    });
  });

  it('lets an administrator test any site', async () => {
    const db = await storeWith(siteDocs());
    await expect(sendTestEmail(db, recordingMailer(), admin(), { siteId: SITE })).resolves.toEqual({
      recipients: 2,
    });
  });

  it('refuses visitors, other owners and unknown sites', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    await expect(codeOf(sendTestEmail(db, mailer, null, { siteId: SITE }))).resolves.toBe('unauthenticated');
    await expect(codeOf(sendTestEmail(db, mailer, visitor(), { siteId: SITE }))).resolves.toBe('permission-denied');
    await expect(codeOf(sendTestEmail(db, mailer, user('owner-2'), { siteId: SITE }))).resolves.toBe(
      'permission-denied',
    );
    await expect(codeOf(sendTestEmail(db, mailer, admin(), { siteId: 'nope' }))).resolves.toBe('not-found');
    await expect(codeOf(sendTestEmail(db, mailer, admin(), { siteId: '' }))).resolves.toBe('invalid-argument');
    expect(mailer.sent).toEqual([]);
  });

  it('explains in French what to configure first', async () => {
    const noSender = await storeWith(siteDocs({ senderEmail: '' }));
    await expect(sendTestEmail(noSender, recordingMailer(), user(OWNER), { siteId: SITE })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Veuillez d’abord configurer l’email émetteur.',
    });
    const noMerchant = await storeWith(siteDocs({ merchantEmails: [] }));
    await expect(sendTestEmail(noMerchant, recordingMailer(), user(OWNER), { siteId: SITE })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Veuillez configurer au moins un email marchand.',
    });
  });

  it('reports a provider failure as unavailable and records it', async () => {
    const db = await storeWith(siteDocs());
    await expect(
      sendTestEmail(db, recordingMailer({ fail: 'Forbidden' }), user(OWNER), { siteId: SITE }),
    ).rejects.toMatchObject({ code: 'unavailable', message: 'L’envoi de l’email a échoué (Forbidden).' });
    const records = await db.query(`sites/${SITE}/notifications`);
    expect(records[0]?.data).toMatchObject({ kind: 'test', status: 'failed', error: 'Forbidden' });
  });

  it('sends nothing in the name of a deactivated site, and says why (attack side)', async () => {
    const docs = siteDocs();
    const db = await storeWith({ ...docs, [`sites/${SITE}`]: { ...docs[`sites/${SITE}`], active: false } });
    const mailer = recordingMailer();
    await expect(sendTestEmail(db, mailer, user(OWNER), { siteId: SITE }, NOW)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: SITE_OFFLINE_EMAIL_MESSAGE,
    });
    expect(mailer.sent).toEqual([]);
  });
});
