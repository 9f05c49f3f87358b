import { describe, expect, it } from 'vitest';
import type { Data } from '../port/data-port';
import { ADDRESS_CAP_REASON, LEAD_EMAIL_CAP_REASON, SITE_OFFLINE_REASON } from './claim-site-email';
import { MISSING_ADDRESS_MESSAGES } from './notification-addresses';
import { INVALID_LEAD_REASON, notifyNewLead } from './notify-new-lead';
import {
  acknowledgeReservation,
  notifyReservationStatus,
  type ReservationUpdatedEvent,
} from './notify-reservation-customer';
import { deleteLeadNotifications } from './purge-expired-data';
import { PLATFORM_SENDER, recordingMailer, storeWith } from './testing/fixtures';
import { RECEIVED, SITE, reservation, siteDocs } from './testing/leads';

const AT = new Date('2025-03-12T09:00:00.000Z');
const shopDocs = (settings: Data = {}): Record<string, Data> => ({
  ...siteDocs(settings),
  [`sites/${SITE}`]: {
    name: 'Épicerie du Marché',
    createdAt: RECEIVED,
    updatedAt: RECEIVED,
    contact: { address: '3 place du Marché, 69001 Lyon', phones: ['04 78 12 34 56', '06 00 00 00 00'] },
  },
});
const created = (eventId = 'evt-1', data: Data = reservation()) => ({
  siteId: SITE,
  reservationId: 'r-1',
  eventId,
  data,
});
const updated = (eventId: string, from: string, to: string, after: Data = {}): ReservationUpdatedEvent => ({
  siteId: SITE,
  reservationId: 'r-1',
  eventId,
  before: reservation({ status: from }),
  after: reservation({ status: to, ...after }),
});
const logs = async (db: Awaited<ReturnType<typeof storeWith>>) =>
  (await db.query(`sites/${SITE}/notifications`)).map((doc) => [doc.id, doc.data.kind, doc.data.status]);

describe('acknowledgeReservation', () => {
  it('emails the customer from the platform, under the shop’s name, replying to the shop, and logs it', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer({ delivers: true });
    await expect(acknowledgeReservation(db, mailer, created())).resolves.toEqual({ status: 'sent', recipients: 1 });
    expect(mailer.sent[0]).toMatchObject({
      from: { name: 'Épicerie du Marché', email: PLATFORM_SENDER },
      to: ['louise@example.fr'],
      replyTo: 'notifications@epicerie.fr',
      subject: 'Demande de réservation reçue – Épicerie du Marché',
    });
    expect(mailer.sent[0]?.text).toContain(
      'Adresse\u00a0: 3 place du Marché, 69001 Lyon\nTéléphone\u00a0: 04 78 12 34 56',
    );
    expect((await db.get(`sites/${SITE}/notifications/customer-evt-1`))?.data).toMatchObject({
      kind: 'customer',
      status: 'sent',
      to: ['louise@example.fr'],
      leadId: 'r-1',
    });
  });

  it('sends once when the same event is delivered again, even concurrently, beside the merchant’s email', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer();
    const lead = { siteId: SITE, kind: 'reservation' as const, leadId: 'r-1', eventId: 'evt-1', data: reservation() };
    await notifyNewLead(db, mailer, lead);
    const outcomes = await Promise.all([
      acknowledgeReservation(db, mailer, created()),
      acknowledgeReservation(db, mailer, created()),
    ]);
    await expect(acknowledgeReservation(db, mailer, created())).resolves.toEqual({ status: 'duplicate' });
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['duplicate', 'logged']);
    expect(mailer.sent.map((email) => email.to)).toEqual([
      ['bonjour@epicerie.fr', 'claire@epicerie.fr'],
      ['louise@example.fr'],
    ]);
    expect(await logs(db)).toEqual([
      ['customer-evt-1', 'customer', 'logged'],
      ['evt-1', 'reservation', 'logged'],
    ]);
    expect((await db.get(`sites/${SITE}/private/emailQuota`))?.data).toMatchObject({ leadEmails: 2 });
  });

  it('counts in the site’s hourly cap, past which it is kept unsent without counting a withheld lead', async () => {
    const db = await storeWith({
      ...shopDocs(),
      [`sites/${SITE}/private/emailQuota`]: { hourStart: AT, leadEmails: 19, withheldLeads: 0, lastWithheldAt: null },
    });
    const mailer = recordingMailer();
    await expect(acknowledgeReservation(db, mailer, created('evt-1'), AT)).resolves.toMatchObject({ status: 'logged' });
    await expect(acknowledgeReservation(db, mailer, created('evt-2'), AT)).resolves.toEqual({
      status: 'skipped',
      reason: LEAD_EMAIL_CAP_REASON,
    });
    expect(mailer.sent).toHaveLength(1);
    expect((await db.get(`sites/${SITE}/private/emailQuota`))?.data).toMatchObject({
      leadEmails: 20,
      withheldLeads: 0,
      lastWithheldAt: null,
    });
  });

  it('mails one address at most three times a day across the platform, then records the email skipped', async () => {
    const db = await storeWith({
      ...shopDocs(),
      'sites/other/private/settings': { senderEmail: 'bonjour@traiteur.fr' },
    });
    const mailer = recordingMailer();
    const to = (siteId: string, eventId: string, email: string, at: Date) =>
      acknowledgeReservation(db, mailer, { ...created(eventId, reservation({ customerEmail: email })), siteId }, at);
    await to(SITE, 'evt-1', 'cible@example.fr', AT);
    await to('other', 'evt-2', 'Cible@Example.fr', AT);
    await to(SITE, 'evt-3', 'cible@example.fr', AT);
    await expect(to('other', 'evt-4', 'cible@example.fr', AT)).resolves.toEqual({
      status: 'skipped',
      reason: ADDRESS_CAP_REASON,
    });
    expect((await db.get('sites/other/notifications/customer-evt-4'))?.data).toMatchObject({
      status: 'skipped',
      error: ADDRESS_CAP_REASON,
    });
    // Another address is not held back; a day later the address may be mailed again.
    await expect(to(SITE, 'evt-5', 'louise@example.fr', AT)).resolves.toMatchObject({ status: 'logged' });
    const nextDay = new Date(AT.getTime() + 24 * 60 * 60 * 1000);
    await expect(to(SITE, 'evt-6', 'cible@example.fr', nextDay)).resolves.toMatchObject({ status: 'logged' });
    expect(mailer.sent.map((email) => email.to[0])).toEqual([
      'cible@example.fr',
      'Cible@Example.fr',
      'cible@example.fr',
      'louise@example.fr',
      'cible@example.fr',
    ]);
    // The refused email took nothing of its shop's hour: the traiteur sent one, was refused one.
    expect((await db.get('sites/other/private/emailQuota'))?.data).toMatchObject({ leadEmails: 1 });
    // The counters name nobody: their keys are hashes.
    expect((await db.query('addressQuotas')).map((doc) => doc.id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]),
    );
  });

  it('counts every spelling of one mailbox against its one cap: sub-addresses, case, Gmail’s dots (attack side)', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer();
    const to = (eventId: string, email: string) =>
      acknowledgeReservation(db, mailer, created(eventId, reservation({ customerEmail: email })), AT);
    for (const [n, email] of ['cible+1@gmail.com', 'Ci.Ble+2@gmail.com', 'c.i.b.l.e@googlemail.com'].entries())
      await expect(to(`evt-${n}`, email)).resolves.toMatchObject({ status: 'logged' });
    await expect(to('evt-4', 'cible+4@gmail.com')).resolves.toEqual({ status: 'skipped', reason: ADDRESS_CAP_REASON });
    await expect(to('evt-5', 'ci.ble@gmail.com')).resolves.toEqual({ status: 'skipped', reason: ADDRESS_CAP_REASON });
    // Another mailbox of the same provider, and a dotted name where dots count, are other people.
    await expect(to('evt-6', 'cibles@gmail.com')).resolves.toMatchObject({ status: 'logged' });
    await expect(to('evt-7', 'ci.ble@orange.fr')).resolves.toMatchObject({ status: 'logged' });
    expect(mailer.sent).toHaveLength(5);
  });

  it('needs the shop’s address for replies, not a confirmed merchant email', async () => {
    const { [`sites/${SITE}/private/recipients`]: _confirmed, ...unconfirmed } = shopDocs();
    await expect(acknowledgeReservation(await storeWith(unconfirmed), recordingMailer(), created())).resolves.toEqual({
      status: 'logged',
      recipients: 1,
    });
    const mailer = recordingMailer();
    await expect(
      acknowledgeReservation(await storeWith(shopDocs({ senderEmail: '' })), mailer, created()),
    ).resolves.toEqual({
      status: 'skipped',
      reason: MISSING_ADDRESS_MESSAGES.sender,
    });
    expect(mailer.sent).toEqual([]);
  });

  it('sends nothing for a document that does not match its schema', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer();
    await expect(acknowledgeReservation(db, mailer, created('evt-1', reservation({ quantity: 0 })))).resolves.toEqual({
      status: 'skipped',
      reason: INVALID_LEAD_REASON,
    });
    expect(mailer.sent).toEqual([]);
  });
});

describe('notifyReservationStatus', () => {
  it('emails the customer once per reservation and status, whatever the replays and back-and-forths', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer();
    await expect(notifyReservationStatus(db, mailer, updated('evt-a', 'new', 'confirmed'))).resolves.toEqual({
      status: 'logged',
      recipients: 1,
    });
    await expect(notifyReservationStatus(db, mailer, updated('evt-a', 'new', 'confirmed'))).resolves.toEqual({
      status: 'duplicate',
    });
    await expect(notifyReservationStatus(db, mailer, updated('evt-b', 'confirmed', 'new'))).resolves.toBeNull();
    await expect(notifyReservationStatus(db, mailer, updated('evt-c', 'new', 'confirmed'))).resolves.toEqual({
      status: 'duplicate',
    });
    expect(mailer.sent.map((email) => email.subject)).toEqual(['Réservation confirmée – Épicerie du Marché']);

    const reason = { statusReason: 'Rupture de stock.' };
    await notifyReservationStatus(db, mailer, updated('evt-d', 'confirmed', 'declined', reason));
    expect(mailer.sent.map((email) => email.subject)).toEqual([
      'Réservation confirmée – Épicerie du Marché',
      'Réservation refusée – Épicerie du Marché',
    ]);
    expect(mailer.sent[1]?.text).toContain('Motif\u00a0: Rupture de stock.');
    expect(await logs(db)).toEqual([
      ['customer-r-1-confirmed', 'customer', 'logged'],
      ['customer-r-1-declined', 'customer', 'logged'],
    ]);
  });

  it('sends nothing for other changes: ready, collected, cancelled, or an unchanged status', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer();
    for (const [from, to] of [
      ['new', 'ready'],
      ['confirmed', 'ready'],
      ['ready', 'collected'],
      ['new', 'cancelled'],
      ['confirmed', 'confirmed'],
    ] as const) {
      await expect(
        notifyReservationStatus(db, mailer, updated(`evt-${to}`, from, to, { isViewed: true })),
      ).resolves.toBeNull();
    }
    expect(mailer.sent).toEqual([]);
    expect(await logs(db)).toEqual([]);
  });

  it('takes the customer’s logs along when the reservation’s logs are deleted', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer();
    await acknowledgeReservation(db, mailer, created());
    await notifyReservationStatus(db, mailer, updated('evt-a', 'new', 'declined'));
    await expect(deleteLeadNotifications(db, SITE, 'r-1')).resolves.toBe(2);
    expect(await logs(db)).toEqual([]);
  });
});

describe('a deactivated shop’s customers', () => {
  const offline = () => {
    const docs = shopDocs();
    return storeWith({ ...docs, [`sites/${SITE}`]: { ...docs[`sites/${SITE}`], active: false } });
  };

  it('receive nothing in its name, neither the acknowledgement nor a status change (attack side)', async () => {
    const db = await offline();
    const mailer = recordingMailer({ delivers: true });
    const skipped = { status: 'skipped', reason: SITE_OFFLINE_REASON };
    await expect(acknowledgeReservation(db, mailer, created())).resolves.toEqual(skipped);
    await expect(notifyReservationStatus(db, mailer, updated('evt-2', 'new', 'confirmed'))).resolves.toEqual(skipped);
    expect(mailer.sent).toEqual([]);
    // Nothing was counted against the address either.
    expect(await db.query('addressQuotas')).toEqual([]);
  });
});
