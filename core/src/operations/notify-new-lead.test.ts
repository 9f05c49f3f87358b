import { describe, expect, it } from 'vitest';
import { SITE_OFFLINE_REASON } from './claim-site-email';
import { MISSING_ADDRESS_MESSAGES } from './notification-addresses';
import { INVALID_LEAD_REASON, LEAD_EMAIL_CAP_REASON, notifyNewLead, type NewLeadEvent } from './notify-new-lead';
import { PLATFORM_SENDER, recordingMailer, storeWith } from './testing/fixtures';
import { SITE, contact, quote, siteDocs } from './testing/leads';

const quoteEvent = (eventId = 'evt-1', data = quote()): NewLeadEvent => ({
  siteId: SITE,
  kind: 'quoteRequest',
  leadId: 'q-1',
  eventId,
  data,
});
const recordPath = (eventId: string) => `sites/${SITE}/notifications/${eventId}`;

describe('notifyNewLead', () => {
  it('emails every non-blank merchant address from the platform, under the shop’s name, replying to the visitor', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer({ delivers: true });
    await expect(notifyNewLead(db, mailer, quoteEvent())).resolves.toEqual({ status: 'sent', recipients: 2 });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      from: { name: 'Épicerie du Marché', email: PLATFORM_SENDER },
      to: ['bonjour@epicerie.fr', 'claire@epicerie.fr'],
      replyTo: 'camille.martin@example.fr',
      subject: 'Nouvelle demande de devis de Camille Martin – Épicerie du Marché',
    });
    const record = await db.get(recordPath('evt-1'));
    expect(record?.data).toMatchObject({
      kind: 'quoteRequest',
      status: 'sent',
      to: ['bonjour@epicerie.fr', 'claire@epicerie.fr'],
      from: `Épicerie du Marché <${PLATFORM_SENDER}>`,
      replyTo: 'camille.martin@example.fr',
      error: null,
    });
    expect(record?.data.createdAt).toBeInstanceOf(Date);
    expect((record?.data.expireAt as Date).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });

  it('emails at most 20 leads an hour per site: the next ones are kept, recorded and counted for the dashboard', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    const at = new Date('2025-03-12T09:00:00.000Z');
    for (let n = 0; n < 20; n += 1) await notifyNewLead(db, mailer, quoteEvent(`evt-${n}`), at);
    await expect(notifyNewLead(db, mailer, quoteEvent('evt-20'), at)).resolves.toEqual({
      status: 'skipped',
      reason: LEAD_EMAIL_CAP_REASON,
    });
    expect(mailer.sent).toHaveLength(20);
    expect((await db.get(recordPath('evt-20')))?.data).toMatchObject({
      status: 'skipped',
      error: LEAD_EMAIL_CAP_REASON,
    });
    expect((await db.get(`sites/${SITE}/private/emailQuota`))?.data).toMatchObject({
      leadEmails: 20,
      withheldLeads: 1,
      lastWithheldAt: at,
    });
    const nextHour = new Date(at.getTime() + 60 * 60_000);
    await expect(notifyNewLead(db, mailer, quoteEvent('evt-21'), nextHour)).resolves.toMatchObject({
      status: 'logged',
    });
  });

  it("records 'logged' when the mailer only logs (emulators, sandbox)", async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    const event: NewLeadEvent = {
      siteId: SITE,
      kind: 'contactMessage',
      leadId: 'm-1',
      eventId: 'evt-c',
      data: contact(),
    };
    await expect(notifyNewLead(db, mailer, event)).resolves.toEqual({ status: 'logged', recipients: 2 });
    // The log names its lead, so erasing the lead erases it too.
    expect((await db.get(recordPath('evt-c')))?.data).toMatchObject({
      kind: 'contactMessage',
      status: 'logged',
      leadId: 'm-1',
    });
  });

  it('sends once when the same event is delivered again, even concurrently', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    const outcomes = await Promise.all([
      notifyNewLead(db, mailer, quoteEvent()),
      notifyNewLead(db, mailer, quoteEvent()),
    ]);
    await expect(notifyNewLead(db, mailer, quoteEvent())).resolves.toEqual({ status: 'duplicate' });
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['duplicate', 'logged']);
    expect(mailer.sent).toHaveLength(1);
    // Counted once for « Statistiques » too.
    const shards = await db.query(`sites/${SITE}/statShards`);
    expect(shards.map((doc) => doc.data.actions)).toEqual([{ quote: 1 }]);
  });

  it('emails only the merchant addresses confirmed through their link, whatever their case', async () => {
    const db = await storeWith({
      ...siteDocs({ merchantEmails: ['Bonjour@Epicerie.fr', 'inconnu@example.com'] }),
      [`sites/${SITE}/private/recipients`]: { confirmed: ['bonjour@epicerie.fr'] },
    });
    const mailer = recordingMailer();
    await expect(notifyNewLead(db, mailer, quoteEvent())).resolves.toEqual({ status: 'logged', recipients: 1 });
    expect(mailer.sent[0]?.to).toEqual(['Bonjour@Epicerie.fr']);
  });

  it('sends nothing while no merchant address is confirmed, and says so', async () => {
    const { [`sites/${SITE}/private/recipients`]: _confirmed, ...unconfirmed } = siteDocs();
    const db = await storeWith(unconfirmed);
    const mailer = recordingMailer();
    await expect(notifyNewLead(db, mailer, quoteEvent())).resolves.toEqual({
      status: 'skipped',
      reason: MISSING_ADDRESS_MESSAGES.confirmation,
    });
    expect(mailer.sent).toEqual([]);
  });

  it('sends nothing and records why when the sender email is missing', async () => {
    const db = await storeWith(siteDocs({ senderEmail: '' }));
    const mailer = recordingMailer();
    await expect(notifyNewLead(db, mailer, quoteEvent())).resolves.toEqual({
      status: 'skipped',
      reason: MISSING_ADDRESS_MESSAGES.sender,
    });
    expect(mailer.sent).toEqual([]);
    expect((await db.get(recordPath('evt-1')))?.data).toMatchObject({
      status: 'skipped',
      error: 'Veuillez d’abord configurer l’email émetteur.',
    });
  });

  it('sends nothing when every merchant email is blank or the settings are missing', async () => {
    const blank = await storeWith(siteDocs({ merchantEmails: ['', ''] }));
    await expect(notifyNewLead(blank, recordingMailer(), quoteEvent())).resolves.toEqual({
      status: 'skipped',
      reason: 'Veuillez configurer au moins un email marchand.',
    });
    const none = await storeWith();
    await expect(notifyNewLead(none, recordingMailer(), quoteEvent())).resolves.toMatchObject({ status: 'skipped' });
  });

  it('sends nothing for a document that does not match its schema', async () => {
    const db = await storeWith(siteDocs());
    const mailer = recordingMailer();
    const outcome = await notifyNewLead(db, mailer, quoteEvent('evt-bad', quote({ customerEmail: 'pas-un-email' })));
    expect(outcome).toEqual({ status: 'skipped', reason: INVALID_LEAD_REASON });
    expect(mailer.sent).toEqual([]);
  });

  it('records a provider failure without throwing and does not send it again on replay', async () => {
    const db = await storeWith(siteDocs());
    const failing = recordingMailer({ fail: 'Unauthorized' });
    await expect(notifyNewLead(db, failing, quoteEvent())).resolves.toEqual({
      status: 'failed',
      error: 'Unauthorized',
    });
    expect((await db.get(recordPath('evt-1')))?.data).toMatchObject({ status: 'failed', error: 'Unauthorized' });
    await expect(notifyNewLead(db, recordingMailer(), quoteEvent())).resolves.toEqual({ status: 'duplicate' });
  });

  it('mails nothing in the name of a deactivated site, and records why (attack side)', async () => {
    const docs = siteDocs();
    const db = await storeWith({ ...docs, [`sites/${SITE}`]: { ...docs[`sites/${SITE}`], active: false } });
    const mailer = recordingMailer({ delivers: true });
    await expect(notifyNewLead(db, mailer, quoteEvent())).resolves.toEqual({
      status: 'skipped',
      reason: SITE_OFFLINE_REASON,
    });
    expect(mailer.sent).toEqual([]);
    expect((await db.get(recordPath('evt-1')))?.data).toMatchObject({ status: 'skipped', error: SITE_OFFLINE_REASON });
  });
});
