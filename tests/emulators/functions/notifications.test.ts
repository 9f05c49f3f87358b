import { reservationData } from '@comptoir/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuoteRequestCreated } from '../../../functions/src/on-quote-request-created';
import { onReservationUpdated } from '../../../functions/src/on-reservation-updated';
import { admin, browserClient, callCode, closeClients, provisionAccount } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-notifications';
const OWNER = { uid: 'it-notifications-owner', email: 'it-notif-owner@demo.test', password: 'demo1234' };

const quote = {
  customerFirstName: 'Camille',
  customerLastName: 'Martin',
  customerEmail: 'camille@example.fr',
  customerCompany: null,
  customerPhone: null,
  serviceType: 'Plateaux',
  message: 'Pour vingt personnes.',
  eventDate: null,
  eventGuests: null,
  eventBudget: null,
  status: 'new',
  isViewed: false,
};

describe('notification emails (Functions + Firestore emulators, no SendGrid key)', () => {
  beforeAll(async () => {
    const { db } = admin();
    await db.recursiveDelete(db.doc(`sites/${SITE}`));
    // The daily cap per address is platform-wide: other files' emails to the same customers count there.
    await db.recursiveDelete(db.collection('addressQuotas'));
    await provisionAccount(OWNER);
    await db
      .doc(`sites/${SITE}`)
      .set({ name: 'Épicerie test', ownerId: OWNER.uid, createdAt: new Date(), updatedAt: new Date() });
    await db.doc(`sites/${SITE}/private/settings`).set({
      senderEmail: 'notifications@epicerie.fr',
      merchantEmails: ['bonjour@epicerie.fr', '', 'claire@epicerie.fr'],
    });
    await db.doc(`sites/${SITE}/private/recipients`).set({ confirmed: ['bonjour@epicerie.fr', 'claire@epicerie.fr'] });
  });
  afterAll(closeClients);

  it('logs one email per new quote request and sends nothing more when the event is replayed', async () => {
    const { db } = admin();
    const created = await db.collection(`sites/${SITE}/quoteRequests`).add({ ...quote, createdAt: new Date() });
    const notifications = db.collection(`sites/${SITE}/notifications`);
    const [record] = await eventually(async () => {
      const snapshot = await notifications.where('kind', '==', 'quoteRequest').get();
      const logged = snapshot.docs.filter((doc) => doc.get('status') === 'logged');
      return logged.length > 0 ? logged : null;
    });
    expect(record?.data()).toMatchObject({
      to: ['bonjour@epicerie.fr', 'claire@epicerie.fr'],
      from: 'Épicerie test <notifications@comptoir.fr>',
      replyTo: 'camille@example.fr',
      subject: 'Nouvelle demande de devis de Camille Martin – Épicerie test',
    });

    // The platform delivers at least once: hand the same event (same id) to the function again.
    const snapshot = await created.get();
    const replay = {
      id: record?.id,
      params: { siteId: SITE, requestId: created.id },
      data: snapshot,
    } as unknown as Parameters<typeof onQuoteRequestCreated.run>[0];
    await expect(onQuoteRequestCreated.run(replay)).resolves.toEqual({ status: 'duplicate' });
    expect((await notifications.where('kind', '==', 'quoteRequest').get()).size).toBe(1);
  });

  it('logs the merchant’s email and the customer’s acknowledgement of a reservation, then its confirmation once', async () => {
    const { db } = admin();
    const created = await db.collection(`sites/${SITE}/reservations`).add(reservationData({ createdAt: new Date() }));
    const notifications = db.collection(`sites/${SITE}/notifications`);
    const logsOf = async () => (await notifications.where('leadId', '==', created.id).get()).docs;
    const received = await eventually(async () => {
      const docs = (await logsOf()).filter((doc) => doc.get('status') === 'logged');
      return docs.length === 2 ? docs : null;
    });
    expect(received.map((doc) => doc.get('kind')).sort()).toEqual(['customer', 'reservation']);
    expect(received.find((doc) => doc.get('kind') === 'customer')?.data()).toMatchObject({
      to: ['louise@example.fr'],
      from: 'Épicerie test <notifications@comptoir.fr>',
      replyTo: 'notifications@epicerie.fr',
      subject: 'Demande de réservation reçue – Épicerie test',
    });

    await created.update({ status: 'confirmed' });
    const confirmation = notifications.doc(`customer-${created.id}-confirmed`);
    const logged = await eventually(async () => {
      const snapshot = await confirmation.get();
      return snapshot.get('status') === 'logged' ? snapshot : null;
    });
    expect(logged.get('subject')).toBe('Réservation confirmée – Épicerie test');

    // Replayed, or confirmed again under another event id: the customer is not mailed twice.
    const after = await created.get();
    const replay = {
      id: 'another-event',
      params: { siteId: SITE, reservationId: created.id },
      data: { before: { data: () => ({ ...after.data(), status: 'new' }) }, after },
    } as unknown as Parameters<typeof onReservationUpdated.run>[0];
    await expect(onReservationUpdated.run(replay)).resolves.toEqual({ status: 'duplicate' });

    await created.delete();
    await eventually(async () => ((await logsOf()).length === 0 ? true : null));
  });

  it("sends the settings screen's test email for the site's owner", async () => {
    const owner = browserClient();
    await owner.signIn(OWNER.email, OWNER.password);
    await expect(owner.call('sendTestEmail', { siteId: SITE })).resolves.toEqual({ recipients: 2 });
  });

  it('refuses a sixth test email in the same hour, and sends again once the hour is over', async () => {
    const quota = admin().db.doc(`sites/${SITE}/private/emailQuota`);
    const owner = browserClient();
    await owner.signIn(OWNER.email, OWNER.password);
    await quota.set({ hourStart: new Date(), leadEmails: 0, testEmails: 5, withheldLeads: 0, lastWithheldAt: null });
    await expect(callCode(owner.call('sendTestEmail', { siteId: SITE }))).resolves.toBe('resource-exhausted');
    await quota.update({ hourStart: new Date(Date.now() - 61 * 60_000) });
    await expect(owner.call('sendTestEmail', { siteId: SITE })).resolves.toEqual({ recipients: 2 });
  });

  it('keeps a lead past the hourly email cap without emailing it, and counts it for the dashboard', async () => {
    const { db } = admin();
    const quota = db.doc(`sites/${SITE}/private/emailQuota`);
    await quota.set({ hourStart: new Date(), leadEmails: 20, testEmails: 0, withheldLeads: 0, lastWithheldAt: null });
    const created = await db.collection(`sites/${SITE}/quoteRequests`).add({ ...quote, createdAt: new Date() });
    const withheld = await eventually(async () => {
      const data = (await quota.get()).data();
      return data?.withheldLeads === 1 ? data : null;
    });
    expect(withheld.lastWithheldAt).toBeDefined();
    expect((await created.get()).exists).toBe(true);
    const notifications = await db.collection(`sites/${SITE}/notifications`).where('status', '==', 'skipped').get();
    expect(notifications.docs.map((doc) => doc.get('error'))).toEqual([
      expect.stringMatching(/^Plus de 20 emails en une heure pour ce site/),
    ]);
  });

  it('mails an address the owner adds only once its owner opened the confirmation link', async () => {
    const { db } = admin();
    await db.doc(`sites/${SITE}/private/settings`).update({
      merchantEmails: ['bonjour@epicerie.fr', 'Nouveau@Epicerie.fr', 'claire@epicerie.fr'],
    });
    const owner = browserClient();
    await owner.signIn(OWNER.email, OWNER.password);
    await expect(owner.call('sendTestEmail', { siteId: SITE })).resolves.toEqual({ recipients: 2 });

    // Attack: make the platform mail a stranger, or confirm without the link.
    const stranger = { siteId: SITE, email: 'victime@example.com' };
    await expect(callCode(owner.call('sendRecipientConfirmation', stranger))).resolves.toBe('failed-precondition');
    const visitor = browserClient();
    await visitor.signInAnonymously();
    await expect(callCode(visitor.call('confirmRecipient', { token: 'A'.repeat(43) }))).resolves.toBe('not-found');

    // Twin: the link sent to the saved address confirms it (the emulators log mail, so the answer carries it).
    const sent = await owner.call('sendRecipientConfirmation', { siteId: SITE, email: 'nouveau@epicerie.fr' });
    expect(sent.previewLink).toMatch(/\/confirmer-email\?jeton=[\w-]{43}$/);
    const token = new URL(sent.previewLink ?? '').searchParams.get('jeton') ?? '';
    await expect(visitor.call('confirmRecipient', { token })).resolves.toEqual({
      email: 'nouveau@epicerie.fr',
      siteName: 'Épicerie test',
    });
    await expect(owner.call('sendTestEmail', { siteId: SITE })).resolves.toEqual({ recipients: 3 });
    await expect(callCode(visitor.call('confirmRecipient', { token }))).resolves.toBe('not-found');
  });
});
