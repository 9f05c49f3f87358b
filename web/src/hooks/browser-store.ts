import { useMemo, useSyncExternalStore } from 'react';

/** A JSON value kept in this browser's local storage under one key, shared by the tabs of the origin. */
export interface BrowserStore<T> {
  key: string;
  /** What JSON.parse gave (null when nothing is stored or the text is not JSON) as the value. */
  parse: (stored: unknown) => T;
  /** The value stored now. */
  read(): T;
  write(value: T): void;
  remove(): void;
}

const listeners = new Map<string, Set<() => void>>();

const changed = (key: string) => listeners.get(key)?.forEach((listener) => listener());

// Storage can be switched off (private browsing, strict settings): nothing is then remembered.
function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseText<T>(text: string | null, parse: (stored: unknown) => T): T {
  try {
    return parse(JSON.parse(text ?? 'null'));
  } catch {
    return parse(null);
  }
}

function subscribe(key: string, listener: () => void): () => void {
  const own = listeners.get(key) ?? new Set<() => void>();
  listeners.set(key, own.add(listener));
  // Another tab's write comes as a 'storage' event (key null: that tab cleared the storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    own.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The store of `key`, its value read through `parse`. */
export function browserStore<T>(key: string, parse: (stored: unknown) => T): BrowserStore<T> {
  return {
    key,
    parse,
    read: () => parseText(storedText(key), parse),
    write(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch (error) {
        console.error('Impossible de mémoriser ce choix dans ce navigateur', error);
      }
      changed(key);
    },
    remove() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage switched off: nothing was stored.
      }
      changed(key);
    },
  };
}

/** A store's value, live: a write in this tab or another renders again. */
export function useBrowserStore<T>({ key, parse }: BrowserStore<T>): T {
  const subscribeToKey = useMemo(() => (listener: () => void) => subscribe(key, listener), [key]);
  const text = useSyncExternalStore(
    subscribeToKey,
    () => storedText(key),
    () => null,
  );
  return useMemo(() => parseText(text, parse), [text, parse]);
}
