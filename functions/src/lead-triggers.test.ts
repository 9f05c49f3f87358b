import { Timestamp } from 'firebase-admin/firestore';
import { reservationData } from '@comptoir/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { onContactMessageCreated } from './on-contact-message-created';
import { onQuoteRequestCreated } from './on-quote-request-created';
import { onReservationCreated } from './on-reservation-created';
import { onReservationUpdated } from './on-reservation-updated';
import { useFakeAdmin } from './testing/fake-admin';

vi.mock('./admin', () => import('./testing/fake-admin'));

const AT = new Date('2025-03-12T13:05:00.000Z');

async function shop() {
  const store = await useFakeAdmin();
  await store.batch([
    { kind: 'set', path: 'sites/s1', data: { name: 'Épicerie', ownerId: 'o1', createdAt: AT, updatedAt: AT } },
    {
      kind: 'set',
      path: 'sites/s1/private/settings',
      data: { senderEmail: 'from@epicerie.fr', merchantEmails: ['a@epicerie.fr', 'b@epicerie.fr'] },
    },
    { kind: 'set', path: 'sites/s1/private/recipients', data: { confirmed: ['a@epicerie.fr', 'b@epicerie.fr'] } },
  ]);
  return store;
}

type CreatedEvent = Parameters<typeof onQuoteRequestCreated.run>[0] & Parameters<typeof onContactMessageCreated.run>[0];

/** A Firestore creation event as the runtime hands it over: timestamps are Admin SDK Timestamps. */
function created(id: string, documentId: string, data: Record<string, unknown> | null): CreatedEvent {
  return {
    id,
    params: { siteId: 's1', requestId: documentId, messageId: documentId },
    data: data ? { id: documentId, data: () => data } : undefined,
  } as unknown as CreatedEvent;
}

/** A Firestore update event: the document before and after, timestamps as Admin SDK Timestamps. */
function updated(id: string, before: Record<string, unknown>, after: Record<string, unknown>) {
  const snapshot = (data: Record<string, unknown>) => ({
    id: 'r1',
    data: () => reservationData({ createdAt: Timestamp.fromDate(AT), ...data }),
  });
  return {
    id,
    params: { siteId: 's1', reservationId: 'r1' },
    data: { before: snapshot(before), after: snapshot(after) },
  } as unknown as Parameters<typeof onReservationUpdated.run>[0];
}

const contact = {
  firstName: 'Hélène',
  name: 'Lefèvre',
  email: 'helene@example.fr',
  subject: 'Horaires',
  message: 'Ouvert le 24 ?',
  isViewed: false,
  createdAt: Timestamp.fromDate(AT),
  updatedAt: Timestamp.fromDate(AT),
};

describe('lead creation triggers', () => {
  it('claims notifications/{event id} and sends once when the event is delivered again', async () => {
    const store = await shop();
    const event = created('evt-42', 'm1', contact);
    await expect(onContactMessageCreated.run(event)).resolves.toEqual({ status: 'logged', recipients: 2 });
    await expect(onContactMessageCreated.run(event)).resolves.toEqual({ status: 'duplicate' });
    const records = await store.query('sites/s1/notifications');
    expect(records.map((record) => [record.id, record.data.status])).toEqual([['evt-42', 'logged']]);
  });

  it('builds the quote email from the created document', async () => {
    const store = await shop();
    const quote = {
      customerFirstName: 'Camille',
      customerLastName: 'Martin',
      customerEmail: 'camille@example.fr',
      customerCompany: null,
      customerPhone: null,
      serviceType: 'Plateaux',
      message: 'Pour 20 personnes',
      eventDate: null,
      eventGuests: null,
      eventBudget: null,
      status: 'new',
      isViewed: false,
      createdAt: Timestamp.fromDate(AT),
    };
    await onQuoteRequestCreated.run(created('evt-q', 'q1', quote));
    expect((await store.get('sites/s1/notifications/evt-q'))?.data).toMatchObject({
      kind: 'quoteRequest',
      status: 'logged',
      replyTo: 'camille@example.fr',
      subject: 'Nouvelle demande de devis de Camille Martin – Épicerie',
    });
  });

  it('emails the merchant, then acknowledges to the customer, once each when the event is replayed', async () => {
    const store = await shop();
    const reservation = reservationData({ quantity: 3, createdAt: Timestamp.fromDate(AT) });
    const event = { ...created('evt-r', 'r1', reservation), params: { siteId: 's1', reservationId: 'r1' } };
    const run = () => onReservationCreated.run(event as Parameters<typeof onReservationCreated.run>[0]);
    await expect(run()).resolves.toEqual({
      merchant: { status: 'logged', recipients: 2 },
      customer: { status: 'logged', recipients: 1 },
    });
    await expect(run()).resolves.toEqual({ merchant: { status: 'duplicate' }, customer: { status: 'duplicate' } });
    expect((await store.get('sites/s1/notifications/evt-r'))?.data).toMatchObject({
      kind: 'reservation',
      status: 'logged',
      leadId: 'r1',
      replyTo: 'louise@example.fr',
      subject: 'Nouvelle réservation de Louise Bernard\u00a0: 3 × Miel de lavande – Épicerie',
    });
    expect((await store.get('sites/s1/notifications/customer-evt-r'))?.data).toMatchObject({
      kind: 'customer',
      status: 'logged',
      leadId: 'r1',
      to: ['louise@example.fr'],
      replyTo: 'from@epicerie.fr',
      subject: 'Demande de réservation reçue – Épicerie',
    });
    expect(await store.query('sites/s1/notifications')).toHaveLength(2);
  });

  it('emails the customer when a reservation is confirmed, once, and not when it is only made ready', async () => {
    const store = await shop();
    const run = (id: string, from: string, to: string) =>
      onReservationUpdated.run(updated(id, { status: from }, { status: to, statusReason: 'Stock épuisé' }));
    await expect(run('evt-u1', 'new', 'confirmed')).resolves.toEqual({ status: 'logged', recipients: 1 });
    await expect(run('evt-u1', 'new', 'confirmed')).resolves.toEqual({ status: 'duplicate' });
    await expect(run('evt-u2', 'confirmed', 'ready')).resolves.toBeNull();
    await expect(run('evt-u3', 'ready', 'declined')).resolves.toEqual({ status: 'logged', recipients: 1 });
    const records = await store.query('sites/s1/notifications');
    expect(records.map((record) => [record.id, record.data.subject])).toEqual([
      ['customer-r1-confirmed', 'Réservation confirmée – Épicerie'],
      ['customer-r1-declined', 'Réservation refusée – Épicerie'],
    ]);
    expect(records[1]?.data.text).toContain('Motif\u00a0: Stock épuisé');
  });

  it('does nothing for an event without a document', async () => {
    await shop();
    await expect(onQuoteRequestCreated.run(created('evt-0', 'q0', null))).resolves.toBeNull();
  });
});
