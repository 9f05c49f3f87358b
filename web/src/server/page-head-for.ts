import { pageHeadHtml } from './page-head';
import type { AppRender } from './render-app';

const PLATFORM = {
  name: 'Comptoir',
  title: 'Comptoir — des sites web pour les commerces de proximité',
  description:
    'Comptoir crée le site web de votre commerce de proximité\u00a0: produits, horaires, événements, devis et contact, modifiables depuis votre téléphone.',
};

const absolute = (address: string, origin: string) => new URL(address, `${origin}/`).toString();

/**
 * The head of a rendered page: what the page declared (title, description, hero), the shop it
 * belongs to, and its canonical address — on a shop's domain the mapping's host, on the
 * platform's own hosts the `?site=` address, elsewhere the platform's. `url` is the page's address
 * on that host (`resolveRequestSite`), never the host a request claimed.
 */
export function pageHeadFor(render: AppRender, url: URL): string {
  const { record } = render;
  const site = record.site;
  const canonical = new URL(url.pathname, url.origin);
  if (site && !site.customDomain) canonical.searchParams.set('site', site.id);
  const image = record.image || site?.logoUrl || '';
  return pageHeadHtml({
    title: record.title ?? PLATFORM.title,
    description: record.description ?? PLATFORM.description,
    canonical: canonical.toString(),
    siteName: site?.name ?? PLATFORM.name,
    image: image ? absolute(image, url.origin) : null,
    preloadImage: record.image ?? null,
  });
}
