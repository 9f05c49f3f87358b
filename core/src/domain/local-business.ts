import type { DayHours, SpecialPeriod } from '../model/hours';
import type { Site } from '../model/site';
import { SOCIAL_NETWORKS } from '../model/site';
import { isSingleDay, periodEnd, regularDay, slotsOf, upcomingPeriods, type Slot } from './hours';

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayUri = (dayOfWeek: number) => `https://schema.org/${SCHEMA_DAYS[dayOfWeek] ?? 'Monday'}`;

type Spec = Record<string, string>;

const slotSpecs = (slots: readonly Slot[], extra: Spec): Spec[] =>
  slots.map((slot) => ({ '@type': 'OpeningHoursSpecification', ...extra, opens: slot.open, closes: slot.close }));

/** Closed days are written as opens = closes = 00:00, as schema.org documents. */
const closedSpec = (extra: Spec): Spec => ({
  '@type': 'OpeningHoursSpecification',
  ...extra,
  opens: '00:00',
  closes: '00:00',
});

function periodSpecs(period: SpecialPeriod): Spec[] {
  const validity = {
    validFrom: period.startDate,
    validThrough: periodEnd(period),
  };
  if (period.isPeriodClosed) return [closedSpec(validity)];
  if (isSingleDay(period)) {
    const slots = slotsOf(period.times);
    return slots.length ? slotSpecs(slots, validity) : [closedSpec(validity)];
  }
  return period.days.flatMap((day) => {
    const slots = day.isClosed ? [] : slotsOf(day);
    const extra = { ...validity, dayOfWeek: dayUri(day.dayOfWeek) };
    return slots.length > 0 ? slotSpecs(slots, extra) : [closedSpec(extra)];
  });
}

/**
 * schema.org LocalBusiness for search engines: contact details, regular hours and the special hours
 * of the periods announced on the site (running now or starting within two months).
 */
export function localBusinessJsonLd(input: {
  site: Pick<Site, 'name' | 'appearance' | 'contact' | 'social'>;
  url: string;
  week: readonly DayHours[];
  periods: readonly SpecialPeriod[];
  today: string;
}): Record<string, unknown> {
  const { site, url, week, periods, today } = input;
  const absolute = (path: string) => (path && path.startsWith('/') ? new URL(path, url).href : path);
  const openingHours = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
    slotSpecs(regularDay(week, dayOfWeek)?.slots ?? [], { dayOfWeek: dayUri(dayOfWeek) }),
  );
  const special = upcomingPeriods(periods, today).flatMap(periodSpecs);
  const sameAs = SOCIAL_NETWORKS.map((network) => site.social[network]).filter((link) => /^https?:\/\//.test(link));
  const entries: [string, unknown][] = [
    ['@context', 'https://schema.org'],
    ['@type', 'LocalBusiness'],
    ['name', site.name],
    ['url', url],
    ['logo', absolute(site.appearance.logoUrl)],
    ['email', site.contact.email],
    ['telephone', site.contact.phones[0] ?? ''],
    ['address', site.contact.address],
    ['sameAs', sameAs],
    ['openingHoursSpecification', openingHours],
    ['specialOpeningHoursSpecification', special],
  ];
  return Object.fromEntries(entries.filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== '')));
}
