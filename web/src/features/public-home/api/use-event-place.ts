import type { EventPlace } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';

/** Where the shop's events take place, for their agenda files and JSON-LD (null while the host resolves). */
export function useEventPlace(): (EventPlace & { host: string }) | null {
  const { site, origin, path } = useSite();
  if (!site || !origin) return null;
  return {
    siteName: site.name,
    address: site.contact.address,
    url: `${origin}${path(paths.merchant.home)}`,
    host: new URL(origin).host,
  };
}
