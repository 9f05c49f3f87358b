import { paymentRefs } from '../model/payment-refs';
import { momentIn } from '../domain/calendar';
import { emailKey } from '../domain/email-key';
import { linesTotal, onlineCents } from '../domain/order-amounts';
import type { Campaign, OrderLine } from '../model/orders';
import { refs } from '../model/refs';
import { ago } from './dates';
import { EPICERIE_ID } from './platform';
import { seedDoc, type SeedDocument } from './seed-document';

export const EPICERIE_CAMPAIGN_ID = 'noel';

const halfHours = (from: string, to: string): string[] => {
  const slots: string[] = [];
  for (let minutes = toMinutes(from); minutes < toMinutes(to); minutes += 30)
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  return slots;
};
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** This year's Christmas while orders are still open on the 20th, else next year's. */
export function christmasYear(now: Date): number {
  const { date } = momentIn(now);
  const year = Number(date.slice(0, 4));
  return date <= `${year}-12-20` ? year : year + 1;
}

function campaign(year: number): Campaign {
  return {
    title: 'Commandes de Noël',
    intro:
      'La bûche pralinée d’Amina et notre foie gras mi-cuit, préparés le matin même\u00a0: commandez-les ici, nous les tenons prêts à l’heure choisie.',
    isActive: true,
    closesOn: `${year}-12-22`,
    days: [
      { date: `${year}-12-24`, slots: [...halfHours('09:00', '12:30'), ...halfHours('14:00', '17:00')] },
      { date: `${year}-12-31`, slots: halfHours('09:00', '13:00') },
    ],
    items: [
      {
        id: 'buche-6',
        productId: 'prod-buche-praline',
        variantId: 'var-buche-6',
        capacityPerDay: 12,
        depositAmount: 0,
      },
      { id: 'buche-8', productId: 'prod-buche-praline', variantId: 'var-buche-8', capacityPerDay: 8, depositAmount: 0 },
      {
        id: 'foie-gras',
        productId: 'prod-foie-gras',
        variantId: 'var-foie-gras-250',
        capacityPerDay: 20,
        depositAmount: 0,
      },
    ],
    onlinePayment: 'deposit',
    depositKind: 'percent',
    depositPercent: 30,
    depositLegal: 'arrhes',
    holdCard: false,
    orderIndex: 0,
  };
}

const LINES = {
  'buche-6': { itemId: 'buche-6', productName: 'Bûche pralinée', variantName: '6 parts', unitCents: 3200 },
  'buche-8': { itemId: 'buche-8', productName: 'Bûche pralinée', variantName: '8 parts', unitCents: 4200 },
  'foie-gras': {
    itemId: 'foie-gras',
    productName: 'Foie gras de canard mi-cuit',
    variantName: 'Terrine de 250 g',
    unitCents: 3900,
  },
} as const;

interface SeedOrder {
  id: string;
  day: 0 | 1;
  time: string;
  lines: Partial<Record<keyof typeof LINES, number>>;
  customer: [firstName: string, lastName: string, phone: string, email: string];
  status: 'confirmed' | 'ready';
  note?: string;
  daysAgo: number;
}

/** Paid deposits: five 8-part bûches are taken on the 24th, so the page says « Plus que 3 ». */
const ORDERS: readonly SeedOrder[] = [
  {
    id: 'cmd-noel-garnier',
    day: 0,
    time: '10:00',
    lines: { 'buche-8': 2, 'foie-gras': 1 },
    customer: ['Hélène', 'Garnier', '06 21 43 65 87', 'helene.garnier@example.fr'],
    status: 'confirmed',
    note: 'Une bougie sur la bûche, si possible.',
    daysAgo: 1,
  },
  {
    id: 'cmd-noel-nguyen',
    day: 0,
    time: '11:30',
    lines: { 'buche-8': 3 },
    customer: ['Thomas', 'Nguyen', '07 68 12 90 34', 'thomas.nguyen@example.fr'],
    status: 'confirmed',
    daysAgo: 0,
  },
  {
    id: 'cmd-noel-lefevre',
    day: 0,
    time: '15:00',
    lines: { 'buche-6': 1, 'foie-gras': 2 },
    customer: ['Sophie', 'Lefèvre', '06 55 44 33 22', 'sophie.lefevre@example.fr'],
    status: 'confirmed',
    daysAgo: 2,
  },
  {
    id: 'cmd-noel-moreau',
    day: 1,
    time: '09:30',
    lines: { 'foie-gras': 1, 'buche-6': 1 },
    customer: ['Marc', 'Moreau', '06 98 76 54 32', 'marc.moreau@example.fr'],
    status: 'confirmed',
    daysAgo: 1,
  },
];

function orderDocuments(now: Date, shown: Campaign): SeedDocument[] {
  return ORDERS.map((order) => {
    const lines: OrderLine[] = Object.entries(order.lines).map(([itemId, quantity]) => ({
      ...LINES[itemId as keyof typeof LINES],
      quantity,
    }));
    const online = onlineCents(shown, lines);
    const [firstName, lastName, phone, email] = order.customer;
    return seedDoc(refs.item(EPICERIE_ID, 'orders', order.id), {
      campaignId: EPICERIE_CAMPAIGN_ID,
      campaignTitle: shown.title,
      lines,
      pickupDate: shown.days[order.day]!.date,
      pickupTime: order.time,
      customerFirstName: firstName,
      customerLastName: lastName,
      customerPhone: phone,
      customerEmail: email,
      emailKey: emailKey(email),
      note: order.note ?? '',
      totalCents: linesTotal(lines),
      onlineCents: online,
      depositLegal: shown.depositLegal,
      status: order.status,
      payment: {
        state: 'paid',
        checkoutId: `cs_demo_${order.id}`,
        paymentId: `pi_demo_${order.id}`,
        captureLater: false,
        paidCents: online,
      },
      holdUntil: null,
      statusReason: '',
      isViewed: order.daysAgo > 0,
      ownerNote: '',
      createdAt: ago(now, order.daysAgo, 3),
    });
  });
}

/** What the orders above take, per pick-up day and item. */
function taken(shown: Campaign): Record<string, Record<string, number>> {
  const byDay: Record<string, Record<string, number>> = {};
  for (const order of ORDERS) {
    const day = (byDay[shown.days[order.day]!.date] ??= {});
    for (const [itemId, quantity] of Object.entries(order.lines)) day[itemId] = (day[itemId] ?? 0) + quantity;
  }
  return byDay;
}

/** The épicerie's Christmas pre-orders: two products held to a daily capacity, 30 % paid online as arrhes. */
export function epicerieCampaign(now: Date): SeedDocument[] {
  const shown = campaign(christmasYear(now));
  return [
    seedDoc(refs.item(EPICERIE_ID, 'campaigns', EPICERIE_CAMPAIGN_ID), shown),
    seedDoc(refs.item(EPICERIE_ID, 'campaignStock', EPICERIE_CAMPAIGN_ID), { taken: taken(shown) }),
    ...orderDocuments(now, shown),
    seedDoc(paymentRefs.sitePayments(EPICERIE_ID), { accountId: 'acct_demo_epicerie', chargesEnabled: true }),
  ];
}
