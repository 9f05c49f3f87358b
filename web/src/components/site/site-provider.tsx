import { fromPromise, refs, resolveSiteFromLocation, sitePath } from '@comptoir/core';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDoc, useLive } from '@/hooks/use-live';
import { useRenderEnvironment } from '@/lib/render-context';
import { useServices } from '@/lib/services-context';
import { SiteContext, type SiteState } from './site-context';
import { SiteTheme } from './site-theme';

/** Resolves the visited site (query parameter, then domain mapping) and shares it live. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { db } = useServices();
  const { search } = useLocation();
  const siteParam = new URLSearchParams(search).get('site')?.trim() ?? '';
  const { hostname, record } = useRenderEnvironment();
  const resolution = useLive(`resolve:${siteParam}@${hostname}`, () =>
    fromPromise(() =>
      resolveSiteFromLocation(db, { search: siteParam ? `?site=${encodeURIComponent(siteParam)}` : '', hostname }),
    ),
  );
  const resolved = resolution.status === 'success' ? resolution.data : null;
  const site = useDoc(resolved ? refs.site(resolved.siteId) : null);

  const value = useMemo<SiteState>(() => {
    const resolving = resolution.status === 'loading' || (resolved !== null && site.status === 'loading');
    const failed = resolution.status === 'error' || (resolved !== null && site.status === 'error');
    return {
      status: failed ? 'error' : resolving ? 'loading' : 'ready',
      siteId: resolved?.siteId ?? null,
      customDomain: resolved?.customDomain ?? false,
      site: site.status === 'success' ? site.data : null,
      path: (to: string) => sitePath(to, resolved),
    };
  }, [resolution.status, resolved, site]);

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
