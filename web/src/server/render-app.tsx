import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, type StaticHandlerContext, createStaticRouter } from 'react-router';
import { AppShell } from '@/app/app';
import type { LiveCache } from '@/lib/live-cache';
import { RenderRecord, type RenderEnvironment } from '@/lib/render-context';
import type { Services } from '@/lib/services';
import { pageStyleTags } from './page-styles';

export interface AppRender {
  html: string;
  /** Emotion's style elements for what the html uses. */
  styles: string;
  record: RenderRecord;
  /** Some part read what no route loader had, or waited for a module: the html is not the whole page. */
  incomplete: boolean;
}

/**
 * Renders the app once for one request, with what its route loaders read into `services.live`
 * (the handler's `context` holds their answers). A page reading anything else is reported, not
 * rendered again.
 */
export async function renderApp(
  services: Services & { live: LiveCache },
  router: { dataRoutes: Parameters<typeof createStaticRouter>[0]; context: StaticHandlerContext },
  environment: Omit<RenderEnvironment, 'record'>,
): Promise<AppRender> {
  const staticRouter = createStaticRouter(router.dataRoutes, router.context);
  const record = new RenderRecord();
  const cache = createCache({ key: 'css' });
  // Before rendering: it switches the cache to collecting styles instead of writing them inline.
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppShell services={services} environment={{ ...environment, record }}>
        <StaticRouterProvider router={staticRouter} context={router.context} hydrate={false} />
      </AppShell>
    </CacheProvider>,
    // The whole page in one piece: React would otherwise move large parts out of place and put
    // them back with inline scripts, which the page's policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // A boundary that waited for a lazy module comes out as a hidden part and an inline script.
  const outlined = html.includes('<template id="B:');
  const undeclared = [...services.live.undeclared];
  if (undeclared.length > 0) console.error(`Lectures absentes des loaders de la route\u00a0: ${undeclared.join(', ')}`);
  if (outlined) console.error('Partie de page rendue hors de sa place\u00a0: un module n’était pas chargé');
  const styles = pageStyleTags(emotion.extractCriticalToChunks(html).styles, html);
  return { html, styles, record, incomplete: undeclared.length > 0 || outlined };
}
