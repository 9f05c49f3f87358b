import { describe, expect, it, vi } from 'vitest';
import { keptAcrossPages } from './pending-publishes';

/** A Web Storage of its own for each test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const AT = new Date('2026-11-28T10:00:00Z');

describe('keptAcrossPages', () => {
  it('rebuilds at the next page what a page left before its rebuild was done, once', async () => {
    const storage = memoryStorage();
    // The first page saves, then is left while its rebuild runs (it never ends there).
    const leftPage = keptAcrossPages(() => new Promise(() => undefined), storage);
    void leftPage('epicerie', AT);
    const republish = vi.fn(() => Promise.resolve());
    const nextPage = keptAcrossPages(republish, storage);
    nextPage.resume(new Date('2026-11-28T10:00:05Z'));
    await vi.waitFor(() => expect(storage.length).toBe(0));
    expect(republish).toHaveBeenCalledExactlyOnceWith('epicerie', new Date('2026-11-28T10:00:05Z'));
    keptAcrossPages(republish, storage).resume(new Date());
    expect(republish).toHaveBeenCalledTimes(1);
  });

  it('keeps the note of a later change while its rebuild still runs', async () => {
    const storage = memoryStorage();
    let finishLater = () => undefined as void;
    const rebuilds = [Promise.resolve(), new Promise<void>((resolve) => (finishLater = resolve))];
    const republish = keptAcrossPages(() => rebuilds.shift() ?? Promise.resolve(), storage);
    const first = republish('epicerie', AT);
    const later = republish('epicerie', new Date(AT.getTime() + 1_000));
    await first;
    expect(storage.length).toBe(1);
    finishLater();
    await later;
    expect(storage.length).toBe(0);
  });
});
