import { describe, expect, it } from 'vitest';
import { specialPeriodSchema } from '../model/hours';
import { siteSchema } from '../model/site';
import { shopDay } from '../testing/hours';
import { localBusinessJsonLd } from './local-business';

const site = siteSchema.parse({
  name: 'Épicerie du Marché',
  createdAt: new Date(),
  updatedAt: new Date(),
  appearance: { logoUrl: '/seed/epicerie/logo.svg' },
  contact: { email: 'bonjour@epicerie.fr', phones: ['04 78 00 00 00'], address: '12 place du Marché, 69002 Lyon' },
  social: { facebook: 'https://facebook.com/epicerie', instagram: '' },
});
const week = [shopDay(2), shopDay(1, { isClosed: true })];

/** One schema.org opening of the shop, `when` naming the weekday or the dates. */
const opening = (when: Record<string, string>, opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  ...when,
  opens,
  closes,
});

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
    const tuesday = { dayOfWeek: 'https://schema.org/Tuesday' };
    expect(ld.openingHoursSpecification).toEqual([
      opening(tuesday, '09:00', '12:30'),
      opening(tuesday, '14:30', '19:00'),
    ]);
  });

  it('announces upcoming special closures only', () => {
    expect(ld.specialOpeningHoursSpecification).toEqual([
      opening({ validFrom: '2026-12-25', validThrough: '2026-12-25' }, '00:00', '00:00'),
    ]);
  });
});
