import { localBusinessJsonLd, type Entity, type siteSchema } from '@comptoir/core';
import { useNow } from '@/hooks/use-now';
import type { SiteHours } from '@/hooks/use-site-hours';

/** schema.org LocalBusiness (contact, opening and special hours) for search engines. */
export function LocalBusinessJsonLd({ site, hours }: { site: Entity<typeof siteSchema>; hours: SiteHours }) {
  const { date } = useNow();
  if (hours.status === 'loading') return null;
  const data = localBusinessJsonLd({
    site,
    url: `${window.location.origin}/`,
    week: hours.week,
    periods: hours.periods,
    today: date,
  });
  // '<' escaped so the JSON can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
