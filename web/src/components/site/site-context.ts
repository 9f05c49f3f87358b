import type { Entity, siteSchema } from '@comptoir/core';
import { createContext, useContext } from 'react';

export interface SiteState {
  /**
   * 'loading' until the site is resolved and its document has arrived; 'error' when either read
   * failed — never taken for "no site here", which would show a shop's visitors the landing page.
   */
  status: 'loading' | 'ready' | 'error';
  siteId: string | null;
  customDomain: boolean;
  /** Where the page's own addresses start: the mapping's or the platform's host (null while resolving). */
  origin: string | null;
  /** Live site document; null when no site is identified or it does not exist. */
  site: Entity<typeof siteSchema> | null;
  /** In-app path for this site (adds ?site= except on custom domains). */
  path: (to: string) => string;
}

export const SiteContext = createContext<SiteState | null>(null);

export function useSite(): SiteState {
  const state = useContext(SiteContext);
  if (!state) throw new Error('useSite must be used inside <SiteProvider>');
  return state;
}
