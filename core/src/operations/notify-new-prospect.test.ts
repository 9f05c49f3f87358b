import { describe, expect, it } from 'vitest';
import { NOTIFICATION_RETENTION_DAYS } from '../domain/retention';
import { NO_ADMIN_EMAIL_REASON, notifyNewProspect } from './notify-new-prospect';
import { submitProspect } from '../visitor-writes/submit-prospect';
import { PLATFORM_SENDER, recordingMailer, storeWith } from './testing/fixtures';

const CREATED = new Date('2026-03-02T10:00:00.000Z');

const ADMINS = {
  'users/admin-1': { email: 'admin@demo.test', role: 'admin', createdAt: CREATED },
  'users/admin-2': { email: 'second@demo.test', role: 'admin', createdAt: CREATED },
  'users/owner-1': { email: 'owner@demo.test', role: 'user', createdAt: CREATED },
};
const FORM = {
  shopName: 'Fromagerie Dupont',
  name: 'Claire Dupont',
  email: 'claire@fromagerie.test',
  phone: '',
  plan: 'pro' as const,
  message: 'Bonjour,\nnous voulons un site.',
};

async function submitted(docs: Record<string, Record<string, unknown>> = ADMINS) {
  const db = await storeWith(docs);
  const id = await submitProspect(db, 'visitor-1', FORM);
  const data = (await db.get(`prospects/${id}`))?.data;
  return { db, data };
}

describe('prospects', () => {
  it('stores the request unseen, with the chosen plan', async () => {
    const { data } = await submitted();
    expect(data).toMatchObject({ shopName: 'Fromagerie Dupont', plan: 'pro', phone: '', isViewed: false });
    expect(data?.createdAt).toBeInstanceOf(Date);
  });

  it('emails every administrator, from the platform’s sender, replying to the shop; once per event', async () => {
    const { db, data } = await submitted();
    const mailer = recordingMailer();
    await expect(notifyNewProspect(db, mailer, { eventId: 'e1', data })).resolves.toEqual({
      status: 'logged',
      recipients: 2,
    });
    const [email] = mailer.sent;
    expect(email).toMatchObject({
      from: { name: 'Comptoir', email: PLATFORM_SENDER },
      to: ['admin@demo.test', 'second@demo.test'],
    });
    expect(email?.replyTo).toBe('claire@fromagerie.test');
    expect(email?.subject).toBe('Nouvelle demande\u00a0: Fromagerie Dupont (formule Pro)');
    expect(email?.text).toContain('Commerce\u00a0: Fromagerie Dupont');
    expect(email?.text).toContain('nous voulons un site.');
    const record = (await db.get('prospectNotifications/e1'))?.data;
    expect(record).toMatchObject({ kind: 'prospect', status: 'logged' });
    // The whole email is in the log: Firestore's TTL deletes it after NOTIFICATION_RETENTION_DAYS.
    const lifetime = (record?.expireAt as Date).getTime() - (record?.createdAt as Date).getTime();
    expect(Math.round(lifetime / 86_400_000)).toBe(NOTIFICATION_RETENTION_DAYS);

    await expect(notifyNewProspect(db, mailer, { eventId: 'e1', data })).resolves.toEqual({
      status: 'duplicate',
    });
    expect(mailer.sent).toHaveLength(1);
  });

  it('records why nothing was sent when no administrator has an email, or the document is invalid', async () => {
    const { db, data } = await submitted({});
    const mailer = recordingMailer();
    await expect(notifyNewProspect(db, mailer, { eventId: 'e2', data })).resolves.toEqual({
      status: 'skipped',
      reason: NO_ADMIN_EMAIL_REASON,
    });
    await expect(notifyNewProspect(db, mailer, { eventId: 'e3', data: { shopName: '' } })).resolves.toMatchObject({
      status: 'skipped',
    });
    expect(mailer.sent).toEqual([]);
  });
});
