import { browserStore, useBrowserStore } from '@/hooks/browser-store';

interface Stored {
  uid: string;
  siteId: string;
}

const store = browserStore('comptoir.admin.currentSite', (stored): Stored | null => {
  const value = (typeof stored === 'object' ? stored : null) as Partial<Stored> | null;
  return typeof value?.uid === 'string' && typeof value.siteId === 'string'
    ? { uid: value.uid, siteId: value.siteId }
    : null;
});

/** The current site is kept in the browser, per account: another account never inherits it. */
export const currentSiteStore = {
  select(uid: string, siteId: string): void {
    store.write({ uid, siteId });
  },
  clear(): void {
    store.remove();
  },
};

/** The site `uid` chose last in this browser, live; null when none or chosen by another account. */
export function useStoredSiteId(uid: string): string | null {
  const stored = useBrowserStore(store);
  return stored?.uid === uid ? stored.siteId : null;
}
