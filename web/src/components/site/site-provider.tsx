import { fromPromise, refs, requestSiteIn, sitePath } from '@comptoir/core';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDoc, useLive } from '@/hooks/use-live';
import { useRenderEnvironment } from '@/lib/render-context';
import { requestSiteKey, visitOf } from '@/lib/request-site';
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
  const decision = useLive(requestSiteKey(visit), () =>
    fromPromise(() => requestSiteIn(db, visit, environment.platform)),
  );
  const requestSite = decision.status === 'success' ? decision.data : null;
  const siteId = requestSite?.siteId ?? null;
  const site = useDoc(siteId ? refs.site(siteId) : null);

  const value = useMemo<SiteState>(() => {
    const resolution = siteId ? { siteId, customDomain: requestSite?.customDomain ?? false } : null;
    const resolving = decision.status === 'loading' || (siteId !== null && site.status === 'loading');
    const failed = decision.status === 'error' || (siteId !== null && site.status === 'error');
    return {
      status: failed ? 'error' : resolving ? 'loading' : 'ready',
      siteId,
      customDomain: resolution?.customDomain ?? false,
      origin: requestSite?.origin ?? null,
      site: site.status === 'success' ? site.data : null,
      path: (to: string) => sitePath(to, resolution),
    };
  }, [decision.status, requestSite, siteId, site]);

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
