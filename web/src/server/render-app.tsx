import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Stream } from '@comptoir/core';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, type StaticHandlerContext, createStaticRouter } from 'react-router';
import { AppShell } from '@/app/app';
import { LiveCache } from '@/lib/live-cache';
import { RenderRecord, type RenderEnvironment } from '@/lib/render-context';
import type { Services } from '@/lib/services';
import { firstValue } from './one-shot-port';
import { pageStyleTags } from './page-styles';

/** Resolution, site, then the page's own reads (some after a lazy module): a fourth round is rare. */
const MAX_PASSES = 6;

export interface AppRender {
  html: string;
  /** Emotion's style elements for what the html uses. */
  styles: string;
  record: RenderRecord;
  live: LiveCache;
  /** Some read never settled, or some part waited: the html is not the whole page. */
  incomplete: boolean;
}

type ServicesWithoutCache = Omit<Services, 'live'>;

/**
 * Renders the app for one request: each pass reports the reads it could not answer, they are read
 * once, and the next pass renders with them, until a pass asks for nothing new. `known` values
 * (already read by the caller) are in the cache from the first pass.
 */
export async function renderApp(
  services: ServicesWithoutCache,
  router: { dataRoutes: Parameters<typeof createStaticRouter>[0]; context: StaticHandlerContext },
  environment: Omit<RenderEnvironment, 'record'>,
  known: [string, unknown][] = [],
): Promise<AppRender> {
  const misses = new Map<string, () => Stream<unknown>>();
  const live = new LiveCache(known, { onMiss: (key, source) => misses.set(key, source) });
  const staticRouter = createStaticRouter(router.dataRoutes, router.context);
  for (let pass = 1; ; pass += 1) {
    misses.clear();
    const record = new RenderRecord();
    const cache = createCache({ key: 'css' });
    // Before rendering: it switches the cache to collecting styles instead of writing them inline.
    const emotion = createEmotionServer(cache);
    const { prelude } = await prerender(
      <CacheProvider value={cache}>
        <AppShell services={{ ...services, live }} environment={{ ...environment, record }}>
          <StaticRouterProvider router={staticRouter} context={router.context} hydrate={false} />
        </AppShell>
      </CacheProvider>,
      // The whole page in one piece: React would otherwise move large parts out of place and put
      // them back with inline scripts, which the page's policy refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    // A boundary that waited for a lazy module comes out as a hidden part and an inline script:
    // once the module is loaded, the next pass renders it in place.
    const outlined = html.includes('<template id="B:');
    if ((misses.size === 0 && !outlined) || pass === MAX_PASSES) {
      const styles = pageStyleTags(emotion.extractCriticalToChunks(html).styles, html);
      return { html, styles, record, live, incomplete: misses.size > 0 || outlined };
    }
    await Promise.all(
      [...misses].map(async ([key, source]) => {
        try {
          live.settle(key, { status: 'success', data: await firstValue(source()) });
        } catch (error) {
          live.settle(key, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        }
      }),
    );
  }
}
