import { describe, expect, it } from 'vitest';
import {
  INVALID_LINK_MESSAGE,
  UNSAVED_ADDRESS_MESSAGE,
  confirmRecipient,
  sendRecipientConfirmation,
} from './recipient-confirmation';
import { SITE_OFFLINE_EMAIL_MESSAGE } from './site-access';
import { admin, codeOf, recordingMailer, storeWith, user, visitor } from './testing/fixtures';
import { OWNER, SITE, siteDocs } from './testing/leads';

const NOW = new Date('2025-03-12T09:00:00.000Z');
const APP = 'https://comptoir.example/';
const NEW_ADDRESS = 'Nouveau@Epicerie.fr';

/** The épicerie with a third merchant address, saved but not yet confirmed. */
const world = () => storeWith(siteDocs({ merchantEmails: ['bonjour@epicerie.fr', '', NEW_ADDRESS] }));

const tokenOf = (link: string | null | undefined) => new URL(link ?? '').searchParams.get('jeton') ?? '';

describe('sendRecipientConfirmation', () => {
  it('emails a link to the saved address only, from the platform, and keeps the link out of the log', async () => {
    const db = await world();
    const mailer = recordingMailer({ delivers: true });
    const result = await sendRecipientConfirmation(
      db,
      mailer,
      user(OWNER),
      { siteId: SITE, email: 'nouveau@epicerie.fr' },
      APP,
      NOW,
    );
    expect(result).toEqual({ status: 'sent', previewLink: null });
    const [email] = mailer.sent;
    expect(email).toMatchObject({
      from: { name: 'Comptoir' },
      to: [NEW_ADDRESS],
      replyTo: null,
      subject: 'Confirmez votre adresse – Épicerie du Marché',
    });
    const link = /https:\S+/.exec(email?.text ?? '')?.[0];
    expect(link).toMatch(/^https:\/\/comptoir\.example\/confirmer-email\?jeton=[A-Za-z0-9_-]{43}$/);
    expect(email?.html).toContain(`href="${link}"`);
    const [record] = await db.query(`sites/${SITE}/notifications`);
    expect(record?.data).toMatchObject({ kind: 'confirmation', status: 'sent', to: [NEW_ADDRESS] });
    expect(String(record?.data.text)).not.toContain(tokenOf(link));
    const [pending] = await db.query('recipientConfirmations');
    expect(pending?.data).toMatchObject({ siteId: SITE, email: 'nouveau@epicerie.fr' });
    expect((pending?.data.expireAt as Date).getTime() - NOW.getTime()).toBe(7 * 86_400_000);
  });

  it('names the shop only when its name carries no link: the address is nobody’s confirmed yet (attack side)', async () => {
    const db = await storeWith({
      ...siteDocs({ merchantEmails: [NEW_ADDRESS] }),
      [`sites/${SITE}`]: { name: 'Payez sur pirate.example', ownerId: OWNER, createdAt: NOW, updatedAt: NOW },
    });
    const mailer = recordingMailer({ delivers: true });
    await sendRecipientConfirmation(db, mailer, user(OWNER), { siteId: SITE, email: NEW_ADDRESS }, APP, NOW);
    const [email] = mailer.sent;
    expect(email?.subject).toBe('Confirmez votre adresse – votre site');
    expect(`${email?.text} ${email?.html}`).not.toContain('pirate');
  });

  it('sends no link for a deactivated site (attack side)', async () => {
    const docs = siteDocs({ merchantEmails: [NEW_ADDRESS] });
    const db = await storeWith({ ...docs, [`sites/${SITE}`]: { ...docs[`sites/${SITE}`], active: false } });
    const mailer = recordingMailer({ delivers: true });
    await expect(
      sendRecipientConfirmation(db, mailer, user(OWNER), { siteId: SITE, email: NEW_ADDRESS }, APP, NOW),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: SITE_OFFLINE_EMAIL_MESSAGE });
    expect(mailer.sent).toEqual([]);
  });

  it('gives the link in its answer only where no email leaves the machine (sandbox, emulators)', async () => {
    const db = await world();
    const result = await sendRecipientConfirmation(
      db,
      recordingMailer(),
      admin(),
      { siteId: SITE, email: NEW_ADDRESS },
      APP,
      NOW,
    );
    expect(result.status).toBe('sent');
    expect(tokenOf(result.previewLink)).toHaveLength(43);
  });

  it('refuses an address that is not among the saved merchant emails: no mail to strangers', async () => {
    const db = await world();
    const mailer = recordingMailer();
    await expect(
      sendRecipientConfirmation(db, mailer, user(OWNER), { siteId: SITE, email: 'victime@example.com' }, APP, NOW),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: UNSAVED_ADDRESS_MESSAGE });
    expect(mailer.sent).toEqual([]);
  });

  it('is for the site’s owner or an administrator', async () => {
    const db = await world();
    const input = { siteId: SITE, email: NEW_ADDRESS };
    await expect(
      codeOf(sendRecipientConfirmation(db, recordingMailer(), user('owner-2'), input, APP, NOW)),
    ).resolves.toBe('permission-denied');
    await expect(codeOf(sendRecipientConfirmation(db, recordingMailer(), visitor(), input, APP, NOW))).resolves.toBe(
      'permission-denied',
    );
    await expect(codeOf(sendRecipientConfirmation(db, recordingMailer(), null, input, APP, NOW))).resolves.toBe(
      'unauthenticated',
    );
  });

  it('sends nothing for an address already confirmed', async () => {
    const db = await world();
    const mailer = recordingMailer();
    await expect(
      sendRecipientConfirmation(db, mailer, user(OWNER), { siteId: SITE, email: 'BONJOUR@epicerie.fr' }, APP, NOW),
    ).resolves.toEqual({ status: 'confirmed', previewLink: null });
    expect(mailer.sent).toEqual([]);
  });

  it('sends at most 10 links an hour per site, then says when to try again', async () => {
    const db = await world();
    const mailer = recordingMailer();
    const input = { siteId: SITE, email: NEW_ADDRESS };
    for (let sent = 0; sent < 10; sent += 1) await sendRecipientConfirmation(db, mailer, user(OWNER), input, APP, NOW);
    const later = new Date(NOW.getTime() + 45 * 60_000);
    await expect(sendRecipientConfirmation(db, mailer, user(OWNER), input, APP, later)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Vous avez déjà envoyé 10\u00a0liens de confirmation cette heure-ci. Réessayez dans 15\u00a0min.',
    });
    expect(mailer.sent).toHaveLength(10);
  });
});

describe('confirmRecipient', () => {
  async function linkSent() {
    const db = await world();
    const { previewLink } = await sendRecipientConfirmation(
      db,
      recordingMailer(),
      user(OWNER),
      { siteId: SITE, email: NEW_ADDRESS },
      APP,
      NOW,
    );
    return { db, token: tokenOf(previewLink) };
  }

  it('adds the address to the confirmed recipients once, and uses the link up', async () => {
    const { db, token } = await linkSent();
    await expect(confirmRecipient(db, { token }, NOW)).resolves.toEqual({
      email: 'nouveau@epicerie.fr',
      siteName: 'Épicerie du Marché',
    });
    expect((await db.get(`sites/${SITE}/private/recipients`))?.data.confirmed).toEqual([
      'bonjour@epicerie.fr',
      'claire@epicerie.fr',
      'nouveau@epicerie.fr',
    ]);
    await expect(confirmRecipient(db, { token }, NOW)).rejects.toMatchObject({
      code: 'not-found',
      message: INVALID_LINK_MESSAGE,
    });
  });

  it('refuses an expired link, a made-up one and a malformed one', async () => {
    const { db, token } = await linkSent();
    const eightDays = new Date(NOW.getTime() + 8 * 86_400_000);
    await expect(codeOf(confirmRecipient(db, { token }, eightDays))).resolves.toBe('not-found');
    await expect(codeOf(confirmRecipient(db, { token: 'A'.repeat(43) }, NOW))).resolves.toBe('not-found');
    await expect(codeOf(confirmRecipient(db, { token: '../sites/x' }, NOW))).resolves.toBe('invalid-argument');
    expect((await db.get(`sites/${SITE}/private/recipients`))?.data.confirmed).not.toContain('nouveau@epicerie.fr');
  });

  it('refuses the link of a site deleted since', async () => {
    const { db, token } = await linkSent();
    await db.remove(`sites/${SITE}`);
    await expect(codeOf(confirmRecipient(db, { token }, NOW))).resolves.toBe('not-found');
  });

  it('refuses a link made for a site since deleted and created again under the same id', async () => {
    const { db, token } = await linkSent();
    const site = (await db.get(`sites/${SITE}`))?.data ?? {};
    await db.set(`sites/${SITE}`, { ...site, createdAt: new Date(NOW.getTime() + 60_000) });
    await db.set(`sites/${SITE}/private/settings`, { senderEmail: 'x@new.fr', merchantEmails: [NEW_ADDRESS] });
    await expect(confirmRecipient(db, { token }, NOW)).rejects.toMatchObject({
      code: 'not-found',
      message: INVALID_LINK_MESSAGE,
    });
    expect((await db.get(`sites/${SITE}/private/recipients`))?.data.confirmed).not.toContain('nouveau@epicerie.fr');
  });

  it('refuses a link recorded before links named their site’s creation', async () => {
    const { db, token } = await linkSent();
    const { siteCreatedAt: _, ...older } = (await db.get(`recipientConfirmations/${token}`))?.data ?? {};
    await db.set(`recipientConfirmations/${token}`, older);
    await expect(codeOf(confirmRecipient(db, { token }, NOW))).resolves.toBe('not-found');
  });
});
