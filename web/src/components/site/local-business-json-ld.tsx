import { localBusinessJsonLd, type Entity, type siteSchema } from '@comptoir/core';
import { useToday } from '@/hooks/use-now';
import type { SiteHours } from '@/hooks/use-site-hours';
import { scriptJson } from '@/lib/script-json';
import { useSite } from './site-context';

/** schema.org LocalBusiness (contact, opening and special hours) for search engines. */
export function LocalBusinessJsonLd({ site, hours }: { site: Entity<typeof siteSchema>; hours: SiteHours }) {
  const date = useToday();
  const { origin } = useSite();
  if (hours.status === 'loading' || !origin) return null;
  const data = localBusinessJsonLd({
    site,
    url: `${origin}/`,
    week: hours.week,
    periods: hours.periods,
    today: date,
  });
  const json = scriptJson(data);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
