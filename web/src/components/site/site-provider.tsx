import { sitePath } from '@comptoir/core';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePublicRead } from '@/hooks/use-published';
import { publicReads } from '@/lib/public-reads';
import { useRenderEnvironment } from '@/lib/render-context';
import { visitOf } from '@/lib/request-site';
import { useServices } from '@/lib/services-context';
import { SiteContext, type SiteState } from './site-context';
import { SiteTheme } from './site-theme';

/**
 * Resolves the visited site (the host's mapping, or `?site=` on the platform's own hosts) and
 * shares it live.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { db } = useServices();
  const { search } = useLocation();
  const environment = useRenderEnvironment();
  const { record } = environment;
  const visit = visitOf(environment, search);
  const decision = usePublicRead(publicReads.requestSite(db, visit, environment.platform));
  const requestSite = decision.status === 'success' ? decision.data : null;
  const siteId = requestSite?.siteId ?? null;
  const published = usePublicRead(siteId ? publicReads.site(db, siteId) : null);

  const value = useMemo<SiteState>(() => {
    const resolution = siteId ? { siteId, customDomain: requestSite?.customDomain ?? false } : null;
    const resolving = decision.status === 'loading' || (siteId !== null && published.status === 'loading');
    const failed = decision.status === 'error' || (siteId !== null && published.status === 'error');
    return {
      status: failed ? 'error' : resolving ? 'loading' : 'ready',
      siteId,
      customDomain: resolution?.customDomain ?? false,
      origin: requestSite?.origin ?? null,
      site: published.status === 'success' ? published.data.site : null,
      path: (to: string) => sitePath(to, resolution),
    };
  }, [decision.status, requestSite, siteId, published]);

  if (record && value.site && value.siteId) {
    const { name, appearance } = value.site;
    record.belongTo({ id: value.siteId, name, logoUrl: appearance.logoUrl, customDomain: value.customDomain });
  }
  return (
    <SiteContext.Provider value={value}>
      <SiteTheme appearance={value.site?.appearance ?? null} />
      {children}
    </SiteContext.Provider>
  );
}
