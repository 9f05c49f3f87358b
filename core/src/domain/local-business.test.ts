import { describe, expect, it } from 'vitest';
import { dayHoursSchema, specialPeriodSchema } from '../schemas/hours';
import { siteSchema } from '../schemas/site';
import { localBusinessJsonLd } from './local-business';

const site = siteSchema.parse({
  name: 'Épicerie du Marché',
  createdAt: new Date(),
  updatedAt: new Date(),
  appearance: { logoUrl: '/seed/epicerie/logo.svg' },
  contact: { email: 'bonjour@epicerie.fr', phones: ['04 78 00 00 00'], address: '12 place du Marché, 69002 Lyon' },
  social: { facebook: 'https://facebook.com/epicerie', instagram: '' },
});
const week = [
  dayHoursSchema.parse({
    dayOfWeek: 2,
    morningOpen: '09:00',
    morningClose: '12:30',
    afternoonOpen: '14:30',
    afternoonClose: '19:00',
  }),
  dayHoursSchema.parse({ dayOfWeek: 1, isClosed: true }),
];

describe('localBusinessJsonLd', () => {
  const ld = localBusinessJsonLd({
    site,
    url: 'https://epicerie-du-marche.fr/',
    week,
    periods: [
      specialPeriodSchema.parse({
        title: 'Noël',
        startDate: '2026-12-25',
        endDate: '2026-12-25',
        isPeriodClosed: true,
      }),
      specialPeriodSchema.parse({ title: 'Passé', startDate: '2026-01-01', endDate: '2026-01-02' }),
    ],
    today: '2026-11-22',
  });

  it('describes the shop with absolute logo URL and its social profiles', () => {
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Épicerie du Marché',
      logo: 'https://epicerie-du-marche.fr/seed/epicerie/logo.svg',
      telephone: '04 78 00 00 00',
      sameAs: ['https://facebook.com/epicerie'],
    });
  });

  it('lists one specification per open slot and none for closed days', () => {
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '09:00',
        closes: '12:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '14:30',
        closes: '19:00',
      },
    ]);
  });

  it('announces upcoming special closures only', () => {
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
