import {
  DIRECT,
  OTHER_SOURCES,
  TAP_ACTIONS,
  countedPage,
  deviceClass,
  referrerDomain,
  type AudienceHit,
  type TapAction,
} from '../domain/audience';
import { momentIn } from '../domain/calendar';
import type { Platform } from '../domain/platform';
import type { DataPort } from '../port/data-port';
import { refs } from '../model/refs';
import { getDoc } from '../model/repo';
import { recordAudience } from './record-audience';
import { requestSiteIn } from './resolve-site';

/** What a page sends (`navigator.sendBeacon`, ≤ 1 KB of JSON): the page, or a tap on it. */
export interface AudienceBeacon {
  /** The page's path. */
  path: string;
  /** `document.referrer` (a view) — only its domain is kept. */
  referrer?: string;
  /** The `?site=` a preview on the platform's host names. */
  site?: string;
  /** A tap (a view when absent). */
  action?: TapAction;
}

/** The request as the function reads it. */
export interface AudienceRequest {
  host: string;
  protocol: 'http' | 'https';
  body: string;
  userAgent: string;
  /** `Sec-Purpose` / `Purpose`: a prefetch or prerender is not a visit. */
  purpose: string;
  /** Who sends it (the function's view of the client address), for the limit only: never stored. */
  source: string;
}

export type AudienceOutcome = 'counted' | 'robot' | 'prefetch' | 'invalid' | 'unknown-site' | 'limited';

export const MAX_BEACON_BYTES = 1024;
/** Hits one source may add to one site in a minute; past it, they are dropped. */
export const HITS_PER_SOURCE_PER_MINUTE = 30;
/**
 * Hits one site may take in a minute on one instance, whatever their sources: 100 a second, twice
 * the busiest peak planned for. A script forging its address at each call (calling the function
 * directly) is held here, and instances are capped.
 */
export const HITS_PER_SITE_PER_MINUTE = 6_000;
/**
 * Distinct referring domains one site's day may name on one instance; later ones count as
 * « Autres ». With at most 10 instances, a day's shard never holds more than a few thousand.
 */
export const NEW_SOURCES_PER_SITE_PER_DAY = 200;
/** Sites whose day's sources one instance remembers before it starts afresh (memory, not a limit). */
const SITES_REMEMBERED = 10_000;

/**
 * Hits per source and site, and per site, this minute, held in the function's memory (nothing
 * stored): a script hammering the endpoint adds at most HITS_PER_SOURCE_PER_MINUTE a minute from
 * one address, and no site takes more than HITS_PER_SITE_PER_MINUTE a minute on one instance.
 * Also the referring domains each site's day has named here, up to NEW_SOURCES_PER_SITE_PER_DAY.
 */
export class SourceLimiter {
  private minute = -1;
  private readonly counts = new Map<string, number>();
  private day = '';
  private readonly referrers = new Map<string, Set<string>>();

  constructor(
    private readonly perSource = HITS_PER_SOURCE_PER_MINUTE,
    private readonly perSite = HITS_PER_SITE_PER_MINUTE,
    private readonly sourcesPerDay = NEW_SOURCES_PER_SITE_PER_DAY,
  ) {}

  /** The source a view of `day` counts under: its own while the site's day has room, else « Autres ». */
  referrer(siteId: string, source: string, day: string): string {
    if (source === DIRECT || source === OTHER_SOURCES) return source;
    if (day !== this.day || this.referrers.size >= SITES_REMEMBERED) {
      this.day = day;
      this.referrers.clear();
    }
    const named = this.referrers.get(siteId) ?? new Set<string>();
    this.referrers.set(siteId, named);
    if (named.has(source)) return source;
    if (named.size >= this.sourcesPerDay) return OTHER_SOURCES;
    named.add(source);
    return source;
  }

  /** True when this hit may count. */
  take(source: string, siteId: string, now: Date): boolean {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const bySource = this.add(`source\u0000${source}\u0000${siteId}`);
    const bySite = this.add(`site\u0000${siteId}`);
    return bySource <= this.perSource && bySite <= this.perSite;
  }

  private add(key: string): number {
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }
}

const isAction = (value: unknown): value is TapAction => TAP_ACTIONS.includes(value as TapAction);

/** The beacon's fields, or null for anything else. */
export function readBeacon(body: string): AudienceBeacon | null {
  if (body.length > MAX_BEACON_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { path, referrer, site, action } = value as Record<string, unknown>;
  if (typeof path !== 'string') return null;
  if (referrer !== undefined && typeof referrer !== 'string') return null;
  if (site !== undefined && typeof site !== 'string') return null;
  if (action !== undefined && !isAction(action)) return null;
  return { path, referrer, site, action };
}

/** Which active site a beacon's host (and preview `?site=`) names, or null. */
export type SiteOfHost = (host: string, protocol: 'http' | 'https', site: string) => Promise<string | null>;

/** The active site of a host, read from `db` (the function caches it). */
export function siteOfHostIn(db: DataPort, platform: Platform): SiteOfHost {
  return async (host, protocol, site) => {
    const resolved = await requestSiteIn(db, { host, protocol, site: site || null }, platform);
    if (!resolved?.siteId) return null;
    return (await getDoc(db, refs.site(resolved.siteId)))?.active ? resolved.siteId : null;
  };
}

/**
 * One beacon: counted for the site the visited host serves, when it is a page the platform serves
 * (or a tap on one), from a browser (robots and prefetches left out), within the source's limit.
 */
export async function countAudience(
  db: DataPort,
  request: AudienceRequest,
  { siteOf, limiter, now = new Date() }: { siteOf: SiteOfHost; limiter: SourceLimiter; now?: Date },
): Promise<AudienceOutcome> {
  if (/prefetch|prerender/i.test(request.purpose)) return 'prefetch';
  const device = deviceClass(request.userAgent);
  if (!device) return 'robot';
  const beacon = readBeacon(request.body);
  const page = beacon && countedPage(beacon.path);
  if (!beacon || !page) return 'invalid';
  const siteId = await siteOf(request.host, request.protocol, beacon.site ?? '');
  if (!siteId) return 'unknown-site';
  if (!limiter.take(request.source, siteId, now)) return 'limited';
  const source = referrerDomain(beacon.referrer ?? '', request.host);
  const hit: AudienceHit = beacon.action
    ? { kind: 'action', action: beacon.action }
    : { kind: 'view', page, device, source: source && limiter.referrer(siteId, source, momentIn(now).date) };
  await recordAudience(db, siteId, hit, now);
  return 'counted';
}
