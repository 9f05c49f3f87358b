/** A reservation as the product dialog stores it, for tests of every package. */
export const reservationData = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  productId: 'prod-miel-lavande',
  productName: 'Miel de lavande',
  variantId: 'var-miel-lavande-500',
  variantName: 'Pot de 500 g',
  unitPrice: 12.9,
  priceLabel: '12,90\u00a0€\u00a0le pot',
  quantity: 2,
  pickupDate: '2025-03-14',
  pickupTime: '10:30',
  customerFirstName: 'Louise',
  customerLastName: 'Bernard',
  customerPhone: '06 12 34 56 78',
  customerEmail: 'louise@example.fr',
  emailKey: 'louise@example.fr',
  note: '',
  status: 'new',
  statusReason: '',
  isViewed: false,
  createdAt: new Date('2025-03-12T13:05:00.000Z'),
  ...overrides,
});

/** Owners' reasons the rules and `statusReasonSchema` must both refuse: each reads as a link or an address. */
export const REASONS_WITH_LINKS = [
  'Voir https://phish.test/remboursement',
  'Remboursement sur www.phish',
  'Écrivez à remboursement@phish.test',
  'Rendez-vous sur phish.com',
  'Rendez-vous sur\nPHISH.COM',
  'Lien\u00a0: ftp://phish',
] as const;

/** Plain reasons both must take: figures with dots, a price, abbreviations, 300 characters. */
export const PLAIN_REASONS = [
  'Fermé le 12.08, reprise le 20. Prix\u00a0: 7,50 €. Cf. M. Dupont.',
  `${'Rupture. '.repeat(33)}abc`,
] as const;
