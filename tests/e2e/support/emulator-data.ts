import { getFirestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { openSeedApp } from '../../../scripts/lib/seed-emulators';

type LeadKind = 'quoteRequest' | 'contactMessage';
const LEADS: Record<LeadKind, { collection: string; emailField: string }> = {
  quoteRequest: { collection: 'quoteRequests', emailField: 'customerEmail' },
  contactMessage: { collection: 'contactMessages', emailField: 'email' },
};

/**
 * On the emulators, what a visitor's form submission left in Firestore: the lead written under the
 * rules, and the notification email the trigger recorded for it (logged, as no SendGrid key is set).
 */
export async function expectLeadAndEmail(siteId: string, kind: LeadKind, visitorEmail: string): Promise<void> {
  const site = getFirestore(openSeedApp()).doc(`sites/${siteId}`);
  const { collection, emailField } = LEADS[kind];
  const leads = await site.collection(collection).where(emailField, '==', visitorEmail).get();
  expect(leads.docs.map((lead) => lead.get('isViewed'))).toEqual([false]);
  await expect
    .poll(
      async () => {
        const logs = await site.collection('notifications').where('replyTo', '==', visitorEmail).get();
        return logs.docs.map((log) => `${String(log.get('kind'))}:${String(log.get('status'))}`);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toEqual([`${kind}:logged`]);
}

/** On the emulators: the subjects of the emails recorded for a customer of the site, oldest first. */
export async function customerEmailSubjects(siteId: string, email: string): Promise<string[]> {
  const logs = await getFirestore(openSeedApp())
    .collection(`sites/${siteId}/notifications`)
    .where('to', 'array-contains', email)
    .get();
  return logs.docs
    .filter((log) => log.get('kind') === 'customer' && log.get('status') === 'logged')
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis())
    .map((log) => String(log.get('subject')));
}

/** On the emulators: the shop's request is stored once, and the administrators' email logged. */
export async function expectProspectAndEmail(email: string): Promise<void> {
  const db = getFirestore(openSeedApp());
  const requests = await db.collection('prospects').where('email', '==', email).get();
  expect(requests.docs.map((request) => request.get('isViewed'))).toEqual([false]);
  await expect
    .poll(
      async () => {
        const logs = await db.collection('prospectNotifications').where('replyTo', '==', email).get();
        return logs.docs.map((log) => `${String(log.get('status'))}:${String(log.get('to'))}`);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toEqual(['logged:admin@demo.test']);
}

/** On the emulators, a write as the Admin SDK makes it (rules off), e.g. another device's edit. */
export async function writeAsServer(path: string, data: Record<string, unknown>): Promise<void> {
  await getFirestore(openSeedApp()).doc(path).set(data);
}

/** On the emulators, the documents of a collection as the Admin SDK reads them (rules off). */
export async function readAsServer(path: string): Promise<Record<string, unknown>[]> {
  const snapshot = await getFirestore(openSeedApp()).collection(path).get();
  return snapshot.docs.map((document) => document.data());
}
