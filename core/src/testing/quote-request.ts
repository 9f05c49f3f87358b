/** A quote request as the quote form stores it, for tests of every package. */
export const quoteRequestData = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  customerFirstName: 'Camille',
  customerLastName: 'Client',
  customerEmail: 'client@example.fr',
  emailKey: 'client@example.fr',
  customerCompany: null,
  customerPhone: null,
  serviceType: 'Plateaux',
  message: 'Pour un anniversaire.',
  eventDate: null,
  eventGuests: null,
  eventBudget: null,
  status: 'new',
  isViewed: false,
  ownerNote: '',
  createdAt: new Date('2024-01-01T08:00:00.000Z'),
  ...overrides,
});
