import type { SiteResolution } from './site-resolution';

/**
 * In-app links keep the site in the URL unless the domain itself names the site:
 * `/merchant/about` → `/merchant/about?site=epicerie-du-marche` on a shared host.
 */
export function sitePath(path: string, resolution: SiteResolution | null): string {
  if (!resolution || resolution.customDomain) return path;
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const base = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const [pathname = '', query = ''] = base.split('?');
  const params = new URLSearchParams(query);
  params.set('site', resolution.siteId);
  return `${pathname}?${params.toString()}${hash}`;
}
