import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Stream, Unsubscribe } from '@comptoir/core';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, type StaticHandlerContext, createStaticRouter } from 'react-router';
import { AppShell } from '@/app/app';
import { LiveCache, type LiveState } from '@/lib/live-cache';
import { RenderRecord, type RenderEnvironment } from '@/lib/render-context';
import type { Services } from '@/lib/services';
import { pageStyleTags } from './page-styles';

/**
 * A source's first value put in the cache: at once when the source answers during subscribe (the
 * published documents once preloaded), else the returned promise settles once it has.
 */
function readOnce(live: LiveCache, key: string, source: () => Stream<unknown>): Promise<void> | undefined {
  let answered = false;
  let finish = () => undefined as void;
  const settled = new Promise<void>((resolve) => (finish = resolve));
  const subscription: { stop?: Unsubscribe } = {};
  const answer = (state: LiveState<unknown>) => {
    if (answered) return;
    answered = true;
    live.settle(key, state);
    subscription.stop?.();
    finish();
  };
  subscription.stop = source().subscribe({
    next: (data) => answer({ status: 'success', data }),
    error: (error) => answer({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
  });
  if (!answered) return settled;
  subscription.stop();
  return undefined;
}

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
  passes: number;
}

type ServicesWithoutCache = Omit<Services, 'live'>;

/**
 * Renders the app for one request: each pass reports the reads it could not answer at once, they
 * are read once, and the next pass renders with them, until a pass asks for nothing new. `known` values
 * (already read by the caller) are in the cache from the first pass.
 */
export async function renderApp(
  services: ServicesWithoutCache,
  router: { dataRoutes: Parameters<typeof createStaticRouter>[0]; context: StaticHandlerContext },
  environment: Omit<RenderEnvironment, 'record'>,
  known: [string, unknown][] = [],
): Promise<AppRender> {
  const misses = new Map<string, Promise<void>>();
  const live: LiveCache = new LiveCache(known, {
    onMiss: (key, source) => {
      // Several parts of a page may ask for the same key in one pass: it is read once.
      if (misses.has(key)) return;
      const reading = readOnce(live, key, source);
      if (reading) misses.set(key, reading);
    },
  });
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
      return { html, styles, record, live, incomplete: misses.size > 0 || outlined, passes: pass };
    }
    await Promise.all(misses.values());
  }
}
