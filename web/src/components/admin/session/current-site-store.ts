import { useSyncExternalStore } from 'react';

const KEY = 'comptoir.admin.currentSite';
const listeners = new Set<() => void>();

interface Stored {
  uid: string;
  siteId: string;
}

function parse(raw: string | null): Stored | null {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<Stored> | null;
    return parsed && typeof parsed.uid === 'string' && typeof parsed.siteId === 'string'
      ? { uid: parsed.uid, siteId: parsed.siteId }
      : null;
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current site is kept in the browser, per account: another account never inherits it. */
export const currentSiteStore = {
  select(uid: string, siteId: string): void {
    localStorage.setItem(KEY, JSON.stringify({ uid, siteId } satisfies Stored));
    notify();
  },
  clear(): void {
    localStorage.removeItem(KEY);
    notify();
  },
};

export function useStoredSiteId(uid: string): string | null {
  const stored = parse(useSyncExternalStore(subscribe, () => localStorage.getItem(KEY)));
  return stored?.uid === uid ? stored.siteId : null;
}
