import type { Platform } from '@comptoir/core';
import { createContext, useContext } from 'react';
import { readEnv } from '@/config/env';
import { browserPlatform } from '@/config/platform';

/** What a server render learns for its response (status, head, site colours); null in the browser. */
export class RenderRecord {
  status = 200;
  title?: string;
  description?: string;
  themeVariables?: Record<string, string>;
  image?: string;
  /** The shop the page belongs to (none: the platform's pages). */
  site?: { id: string; name: string; logoUrl: string; customDomain: boolean };

  /** The most serious status wins (503 over 404 over 200). */
  respond(status: number): void {
    if (status > this.status) this.status = status;
  }

  /** On the server the page's own call comes last (parents render first): the page's title wins. */
  describe(title: string, description: string | undefined): void {
    this.title = title;
    this.description = description;
  }

  showImage(url: string): void {
    this.image = url;
  }

  paint(variables: Record<string, string>): void {
    this.themeVariables = variables;
  }

  belongTo(site: NonNullable<RenderRecord['site']>): void {
    this.site = site;
  }
}

export interface RenderEnvironment {
  /** The visited host, its port included: the request's on the server, the address bar's in the browser. */
  host: string;
  protocol: 'http' | 'https';
  /** The platform's own hosts and address: which hosts may show any site, and what others are given. */
  platform: Platform;
  /** When the server rendered the page: the browser's first render (hydration) uses the same moment. */
  renderedAt: Date | null;
  record: RenderRecord | null;
}

export const RenderContext = createContext<RenderEnvironment | null>(null);

/** The browser's own address; the platform's hosts from the page (server-rendered) or the build. */
export function browserEnvironment(
  platform: Platform = browserPlatform(readEnv(), window.location),
  renderedAt: Date | null = null,
): RenderEnvironment {
  const protocol = window.location.protocol === 'http:' ? 'http' : 'https';
  return { host: window.location.host, protocol, platform, renderedAt, record: null };
}

let inBrowser: RenderEnvironment | undefined;

export function useRenderEnvironment(): RenderEnvironment {
  return useContext(RenderContext) ?? (inBrowser ??= browserEnvironment());
}

/** The HTTP status a server render answers with. */
export function useResponseStatus(status: number): void {
  useRenderEnvironment().record?.respond(status);
}

/** The page's main image shows across the whole width (its `sizes`, in the page and in its preload). */
export const PAGE_IMAGE_SIZES = '100vw';

/** The page's main image (link previews, preloaded as the largest paint); the last one rendered wins. */
export function usePageImage(url: string | null | undefined): void {
  const { record } = useRenderEnvironment();
  if (url) record?.showImage(url);
}
