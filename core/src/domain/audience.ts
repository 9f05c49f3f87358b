/**
 * Audience measurement without cookies (« Statistiques »): what one hit on a shop's public site
 * counts for. Nothing here identifies a person: a hit keeps the page, the referring site's domain,
 * a device class and an action, and is added to the day's totals.
 */

import { LEGAL_PATHS, SHOP_PAGES, type CountedPage } from './shop-pages';

/** Audience totals are kept 25 months (a year compared with the one before), then deleted. */
export const AUDIENCE_RETENTION_MONTHS = 25;

/**
 * Every address of a public page, with the one key its visits are counted under: a shop's pages
 * (its home at its domain's root too), and the legal pages at the root and under /merchant.
 */
export const COUNTED_PAGES: ReadonlyMap<string, CountedPage> = new Map<string, CountedPage>([
  ['/', SHOP_PAGES.home.key],
  ...Object.values(SHOP_PAGES).map((page): [string, CountedPage] => [page.path, page.key]),
  ...Object.values(LEGAL_PATHS).flatMap((path): [string, CountedPage][] => {
    const key = path.slice(1) as CountedPage;
    return [
      [path, key],
      [`${SHOP_PAGES.home.path}${path}`, key],
    ];
  }),
]);

/** Taps a visitor's page reports: calling, asking the way, writing, opening the shop's social pages. */
export const TAP_ACTIONS = ['call', 'directions', 'email', 'social'] as const;
export type TapAction = (typeof TAP_ACTIONS)[number];
/** What the shop receives, counted where it is written (the forms, the event button). */
export const WRITTEN_ACTIONS = ['quote', 'message', 'reservation', 'join'] as const;
export type WrittenAction = (typeof WRITTEN_ACTIONS)[number];
export type AudienceAction = TapAction | WrittenAction;

export const DEVICE_CLASSES = ['phone', 'tablet', 'computer'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The source of visits that name no other site (typed address, bookmark, an app). */
export const DIRECT = '(direct)';

/**
 * The sources past a cap, added up under one key (« Autres »): parentheses never appear in a
 * domain, so no referrer can take this key or DIRECT.
 */
export const OTHER_SOURCES = '(autres)';

/**
 * Distinct referring domains one day's totals keep, and one month's: the most counted, the rest
 * under OTHER_SOURCES. A day of 10,000 forged referrers then weighs a few kilobytes, not 1 MiB.
 */
export const SOURCES_PER_DAY = 50;
export const SOURCES_PER_MONTH = 100;

/** The page key of a public path (trailing slash ignored), or null for what the platform does not serve. */
export function countedPage(path: string): CountedPage | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return COUNTED_PAGES.get(trimmed) ?? null;
}

// Crawlers, link previews, monitoring and headless browsers announce themselves; they are not visitors.
const ROBOT =
  /bot|crawl|spider|slurp|preview|fetch|monitor|lighthouse|headless|pagespeed|facebookexternalhit|curl|wget|python|java\/|go-http|node-fetch|axios|httpclient|^$/i;
const TABLET = /ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i;
const PHONE = /mobi|iphone|ipod|android.*mobile|windows phone|blackberry|opera mini/i;

/** phone, tablet or computer from the User-Agent; null for a robot (not counted). The agent itself is not kept. */
export function deviceClass(userAgent: string): DeviceClass | null {
  if (ROBOT.test(userAgent.trim())) return null;
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'computer';
}

/** The longest domain kept: a longer one keeps its last labels (its registrable part) up to this. */
export const MAX_SOURCE_LENGTH = 100;

const LABEL = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** A host's last labels that fit MAX_SOURCE_LENGTH ('' when even the last one does not). */
function lastLabels(host: string): string {
  const kept: string[] = [];
  for (const label of host.split('.').reverse()) {
    if ([label, ...kept].join('.').length > MAX_SOURCE_LENGTH) break;
    kept.unshift(label);
  }
  return kept.join('.');
}

/**
 * A referring host as one key whatever its spelling: lower case, an IDN in its ASCII form
 * (« café.fr » and « xn--caf-dma.fr » are one source, and a look-alike shows as what it is), no
 * trailing dot, no « www. ». null when it is not a host name (an address in brackets, stray signs).
 */
export function normaliseSource(hostname: string): string | null {
  let ascii: string;
  try {
    // Through an http URL: apps' schemes (android-app://) keep their host as typed otherwise.
    ascii = new URL(`http://${hostname}`).hostname;
  } catch {
    return null;
  }
  const host = ascii.replace(/\.$/, '').replace(/^www\./, '');
  const labels = host.split('.');
  if (host === '' || !labels.every((label) => LABEL.test(label))) return null;
  return lastLabels(host) || null;
}

/**
 * Where a visit comes from: the referring page's domain, normalised (normaliseSource), DIRECT
 * without one, OTHER_SOURCES when it names no host. null when the referrer is the shop's own host:
 * a page seen during a visit that started on another one.
 */
export function referrerDomain(referrer: string, ownHost: string): string | null {
  let hostname: string;
  try {
    hostname = new URL(referrer).hostname;
  } catch {
    return DIRECT;
  }
  if (!hostname) return DIRECT;
  if (hostname.toLowerCase() === ownHost.toLowerCase().replace(/:\d+$/, '')) return null;
  return normaliseSource(hostname) ?? OTHER_SOURCES;
}

/** A hit as the day's totals count it. */
export type AudienceHit =
  /** `source` null: a further page of a visit (not an entry). */
  | { kind: 'view'; page: CountedPage; source: string | null; device: DeviceClass }
  | { kind: 'action'; action: AudienceAction };

/**
 * A day's totals (`sites/{siteId}/statShards/{day}-{n}`, rolled up nightly into `stats/{day}`):
 * page views and views per page; entries (visits: a first page, reached from elsewhere or directly)
 * per source and per device class; each action.
 */
export interface AudienceTotals {
  day: string;
  views: number;
  entries: number;
  pages: Record<string, number>;
  sources: Record<string, number>;
  devices: Record<string, number>;
  actions: Record<string, number>;
}

/** The totals of no hit yet. */
export const emptyTotals = (day: string): AudienceTotals => ({
  day,
  views: 0,
  entries: 0,
  pages: {},
  sources: {},
  devices: {},
  actions: {},
});

/** Adds `totals` into `into` (the nightly roll-up, and the screen's sum over a period). */
export function addTotals(into: AudienceTotals, totals: Omit<AudienceTotals, 'day'>): AudienceTotals {
  const add = (a: Record<string, number>, b: Record<string, number> = {}) => {
    const out = { ...a };
    for (const [key, value] of Object.entries(b)) out[key] = (out[key] ?? 0) + value;
    return out;
  };
  return {
    day: into.day,
    views: into.views + (totals.views ?? 0),
    entries: into.entries + (totals.entries ?? 0),
    pages: add(into.pages, totals.pages),
    sources: add(into.sources, totals.sources),
    devices: add(into.devices, totals.devices),
    actions: add(into.actions, totals.actions),
  };
}

/**
 * The `max` most counted sources (ties by name, so a rerun keeps the same ones) and the rest added
 * into OTHER_SOURCES, which is always kept: at most `max + 1` keys.
 */
export function capSources(sources: Readonly<Record<string, number>>, max: number): Record<string, number> {
  const ranked = Object.entries(sources)
    .filter(([key]) => key !== OTHER_SOURCES)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  if (ranked.length <= max) return { ...sources };
  const others = ranked.slice(max).reduce((sum, [, count]) => sum + count, sources[OTHER_SOURCES] ?? 0);
  return { ...Object.fromEntries(ranked.slice(0, max)), [OTHER_SOURCES]: others };
}

/** Totals whose sources are capped (capSources). */
export const withSourcesCapped = (totals: AudienceTotals, max: number): AudienceTotals => ({
  ...totals,
  sources: capSources(totals.sources, max),
});
