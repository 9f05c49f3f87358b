import { Timestamp } from 'firebase-admin/firestore';
import { reservationData } from '@comptoir/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { onContactMessageCreated } from './on-contact-message-created';
import { onQuoteRequestCreated } from './on-quote-request-created';
import { onReservationCreated } from './on-reservation-created';
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

  it('builds the reservation email from the created document', async () => {
    const store = await shop();
    const reservation = reservationData({ quantity: 3, createdAt: Timestamp.fromDate(AT) });
    const event = { ...created('evt-r', 'r1', reservation), params: { siteId: 's1', reservationId: 'r1' } };
    await expect(onReservationCreated.run(event as Parameters<typeof onReservationCreated.run>[0])).resolves.toEqual({
      status: 'logged',
      recipients: 2,
    });
    expect((await store.get('sites/s1/notifications/evt-r'))?.data).toMatchObject({
      kind: 'reservation',
      status: 'logged',
      leadId: 'r1',
      replyTo: 'louise@example.fr',
      subject: 'Nouvelle réservation de Louise Bernard : 3 × Miel de lavande – Épicerie',
    });
  });

  it('does nothing for an event without a document', async () => {
    await shop();
    await expect(onQuoteRequestCreated.run(created('evt-0', 'q0', null))).resolves.toBeNull();
  });
});
