import { describe, expect, it } from 'vitest';
import type { Data } from '../port/data-port';
import { notifyOrderCustomer, orderNews } from './notify-order-customer';
import { PLATFORM_SENDER, recordingMailer, storeWith } from './testing/fixtures';
import { RECEIVED, SITE, siteDocs } from './testing/leads';

const AT = new Date('2025-12-10T09:00:00.000Z');
const shopDocs = (): Record<string, Data> => ({
  ...siteDocs(),
  [`sites/${SITE}`]: {
    name: 'Épicerie du Marché',
    createdAt: RECEIVED,
    updatedAt: RECEIVED,
    contact: { address: '3 place du Marché, 69001 Lyon', phones: ['04 78 12 34 56'] },
  },
});

/** A paid order: 2 bûches at 42 €, 30 % (25,20 €) paid online as arrhes. */
const order = (data: Data = {}): Data => ({
  campaignId: 'noel',
  campaignTitle: 'Commandes de Noël',
  lines: [{ itemId: 'buche-8', productName: 'Bûche pralinée', variantName: '8 parts', quantity: 2, unitCents: 4200 }],
  pickupDate: '2025-12-24',
  pickupTime: '10:00',
  customerFirstName: 'Louise',
  customerLastName: 'Bernard',
  customerPhone: '06 12 34 56 78',
  customerEmail: 'louise@example.fr',
  emailKey: 'louise@example.fr',
  note: '',
  totalCents: 8400,
  onlineCents: 2520,
  depositLegal: 'arrhes',
  status: 'confirmed',
  payment: { state: 'paid', checkoutId: 'cs_1', paymentId: 'pi_1', captureLater: false, paidCents: 2520 },
  holdUntil: null,
  statusReason: '',
  isViewed: false,
  ownerNote: '',
  createdAt: RECEIVED,
  ...data,
});
const paid = (eventId: string) => ({
  siteId: SITE,
  orderId: 'o-1',
  eventId,
  before: order({
    status: 'awaiting-payment',
    payment: { state: 'pending', checkoutId: 'cs_1', paymentId: null, captureLater: false, paidCents: 0 },
  }),
  after: order(),
});

describe('orderNews', () => {
  it('is news when the order becomes confirmed, or a confirmed one is cancelled, and nothing else', () => {
    expect(orderNews(null, order())).toBe('confirmed');
    expect(orderNews(order({ status: 'awaiting-payment' }), order())).toBe('confirmed');
    expect(orderNews(order(), order({ status: 'cancelled' }))).toBe('cancelled');
    expect(orderNews(null, order({ status: 'awaiting-payment' }))).toBeNull();
    expect(orderNews(order({ status: 'awaiting-payment' }), order({ status: 'expired' }))).toBeNull();
    expect(orderNews(order(), order({ status: 'ready' }))).toBeNull();
    expect(orderNews(order(), order({ isViewed: true }))).toBeNull();
  });
});

describe('notifyOrderCustomer', () => {
  it('confirms the order with what is paid and left, the arrhes rule and the withdrawal exception, once', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer({ delivers: true });
    await expect(notifyOrderCustomer(db, mailer, paid('evt-1'), AT)).resolves.toEqual({
      status: 'sent',
      recipients: 1,
    });
    expect(mailer.sent[0]).toMatchObject({
      from: { name: 'Épicerie du Marché', email: PLATFORM_SENDER },
      to: ['louise@example.fr'],
      subject: 'Commande confirmée – Épicerie du Marché',
    });
    const text = mailer.sent[0]?.text ?? '';
    expect(text).toContain('Payé en ligne\u00a0: 25,20\u00a0€. Reste à régler au retrait\u00a0: 58,80\u00a0€.');
    expect(text).toContain('sont des arrhes');
    expect(text).toContain('droit de rétractation de 14\u00a0jours');
    expect(text).toContain('2 × Bûche pralinée, 8 parts (84,00\u00a0€)');
    expect(text).toContain('Retrait\u00a0: mercredi 24 décembre 2025 à 10:00');
    // The same news again (a replayed event, or another event for it) sends nothing.
    await expect(notifyOrderCustomer(db, mailer, paid('evt-2'), AT)).resolves.toEqual({ status: 'duplicate' });
    expect(mailer.sent).toHaveLength(1);
  });

  it('tells of a cancellation with the owner’s plain reason and the refund, and leaves a link-like reason out', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer({ delivers: true });
    const cancel = (reason: string, orderId: string) => ({
      siteId: SITE,
      orderId,
      eventId: `evt-${orderId}`,
      before: order(),
      after: order({
        status: 'cancelled',
        statusReason: reason,
        payment: { state: 'refunded', checkoutId: 'cs_1', paymentId: 'pi_1', captureLater: false, paidCents: 2520 },
      }),
    });
    await notifyOrderCustomer(db, mailer, cancel('Four en panne', 'o-1'), AT);
    await notifyOrderCustomer(db, mailer, cancel('voir www.exemple.fr', 'o-2'), AT);
    expect(mailer.sent[0]?.subject).toBe('Commande annulée – Épicerie du Marché');
    expect(mailer.sent[0]?.text).toContain('Motif\u00a0: Four en panne');
    expect(mailer.sent[0]?.text).toContain('vous est remboursé');
    expect(mailer.sent[1]?.text).not.toContain('exemple');
  });

  it('sends nothing for an order it cannot read', async () => {
    const db = await storeWith(shopDocs());
    const mailer = recordingMailer({ delivers: true });
    const outcome = await notifyOrderCustomer(db, mailer, { ...paid('evt-1'), after: { status: 'confirmed' } }, AT);
    expect(outcome).toMatchObject({ status: 'skipped' });
    expect(mailer.sent).toHaveLength(0);
  });
});
