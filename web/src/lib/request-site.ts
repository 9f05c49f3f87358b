import { siteParam, type VisitedHost } from '@comptoir/core';
import type { RenderEnvironment } from './render-context';

/** What decides a page's site: the visited host and the address's `?site=`. */
export function visitOf(environment: Pick<RenderEnvironment, 'host' | 'protocol'>, search: string): VisitedHost {
  return { host: environment.host, protocol: environment.protocol, site: siteParam(search) };
}

/**
 * The live cache key of that decision: the server fills it before rendering, and the page carries
 * it. A page's host never changes, so the key leaves it out: a forged host never reaches the page.
 */
export const requestSiteKey = (visit: VisitedHost) => `resolve:${visit.site ?? ''}`;
