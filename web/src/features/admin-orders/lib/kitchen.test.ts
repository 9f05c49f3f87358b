import { getCollection, refs } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '@/testing/test-services';
import { bySlot, defaultDay, ordersCsv, paymentText, toPrepare, type OrderItem } from './kitchen';

const SITE = 'epicerie-du-marche';

/** The seeded Christmas orders (their days follow this year's, or next year's, Christmas). */
async function seededOrders() {
  const services = await createTestServices();
  const orders = (await getCollection(services.db, refs.collection(SITE, 'orders'))) as OrderItem[];
  const days = [...new Set(orders.map((order) => order.pickupDate))].sort();
  return { orders, eve: days[0] ?? '', newYear: days[1] ?? '' };
}

describe('kitchen sheet', () => {
  it('adds up what to prepare on Christmas Eve from its confirmed and ready orders', async () => {
    const { orders, eve } = await seededOrders();
    expect(eve.endsWith('-12-24')).toBe(true);
    expect(toPrepare(orders, eve)).toEqual([
      { label: 'Bûche pralinée — 6 parts', quantity: 1 },
      { label: 'Bûche pralinée — 8 parts', quantity: 5 },
      { label: 'Foie gras de canard mi-cuit — Terrine de 250 g', quantity: 3 },
    ]);
    const cancelled = orders.map((order) =>
      order.id === 'cmd-noel-nguyen' ? { ...order, status: 'cancelled' as const } : order,
    );
    expect(toPrepare(cancelled, eve).find((line) => line.label.endsWith('8 parts'))?.quantity).toBe(2);
  });

  it('lists a day’s orders by slot, in time order', async () => {
    const { orders, eve, newYear } = await seededOrders();
    expect(bySlot(orders, eve).map(([slot]) => slot)).toEqual(['10:00', '11:30', '15:00']);
    expect(bySlot(orders, newYear).map(([, day]) => day.map((order) => order.customerLastName))).toEqual([['Moreau']]);
  });

  it('says what was paid online and what is left', () => {
    const order = { totalCents: 7600, payment: { state: 'paid', paidCents: 2280 } } as OrderItem;
    expect(paymentText(order)).toBe('payé 22,80\u00a0€ / reste 53,20\u00a0€');
    expect(paymentText({ ...order, payment: { ...order.payment, state: 'none', paidCents: 0 } })).toBe('à payer');
  });

  it('exports the day as a CSV where nothing a customer typed runs as a formula', async () => {
    const { orders, eve } = await seededOrders();
    const typed = orders.map((order) =>
      order.id === 'cmd-noel-garnier'
        ? { ...order, customerFirstName: '=HYPERLINK("http://x.test","clic")', note: '+SUM(A1:A9)' }
        : order,
    );
    const csv = ordersCsv(typed, eve);
    const rows = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe('Date;Heure;Client;Téléphone;Email;Produits;Total;Payé en ligne;Reste à payer;Statut;Note');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://x.test"",""clic"") Garnier"`);
    expect(rows[1]).toContain(`'+SUM(A1:A9)`);
    expect(rows[1]).toContain('06 21 43 65 87');
    expect(rows[2]).toContain('Nguyen;07 68 12 90 34');
    expect(rows[2]).toContain(';126;37,8;88,2;Confirmée;');
  });

  it('opens on today’s pick-up, else the next one', () => {
    expect(defaultDay(['2030-12-31', '2030-12-24'], '2030-12-03')).toBe('2030-12-24');
    expect(defaultDay(['2030-12-31', '2030-12-24'], '2030-12-25')).toBe('2030-12-31');
    expect(defaultDay(['2030-12-24'], '2031-01-02')).toBe('2030-12-24');
  });
});
