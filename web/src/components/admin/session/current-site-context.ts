import { createContext, useContext } from 'react';
import type { SiteEntity } from './use-manageable-sites';

export interface CurrentSite {
  /** 'loading' until the choice and the site document are known. */
  status: 'loading' | 'ready';
  /** Set only when the site exists and the account may manage it. */
  siteId: string | null;
  /** The live site document. */
  site: SiteEntity | null;
  select(siteId: string): void;
  clear(): void;
}

export const CurrentSiteContext = createContext<CurrentSite | null>(null);

/** The site every content screen acts on. */
export function useCurrentSite(): CurrentSite {
  const current = useContext(CurrentSiteContext);
  if (!current) throw new Error('useCurrentSite must be used inside <CurrentSiteProvider>');
  return current;
}
