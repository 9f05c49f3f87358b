import { describe, expect, it, vi } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import type { DataPort } from '../port/data-port';
import { withWriteNotices } from '../port/write-notices';
import { refs } from './refs';
import { watchCollection, watchDoc } from './repo';

const first = <T>(stream: { subscribe(observer: { next(value: T): void }): () => void }) =>
  new Promise<T>((resolve) => {
    const stop = stream.subscribe({
      next: (value) => {
        resolve(value);
        queueMicrotask(stop);
      },
    });
  });

/** A store with one account and its site, whose listener-only watches are spied on. */
async function store() {
  const local = await LocalStore.open(new MemoryPersistence());
  await local.set('users/u1', { email: 'marie@exemple.fr', role: 'user', createdAt: new Date(0) });
  await local.set('sites/s1', { name: 'Chez Marie', ownerId: 'u1', createdAt: new Date(0), updatedAt: new Date(0) });
  const live = {
    watchDocLive: vi.fn((path: string) => local.watchDoc(path)),
    watchQueryLive: vi.fn((path: string, spec?: object) => local.watchQuery(path, spec)),
  };
  const db = new Proxy(local, {
    get: (target, property) =>
      property in live ? live[property as keyof typeof live] : (Reflect.get(target, property, target) as unknown),
  }) as DataPort;
  return { db, live, local };
}

describe('watchDoc and watchCollection', () => {
  it('go through the port’s listener-only watches when asked, and its usual ones otherwise', async () => {
    const { db, live } = await store();
    expect((await first(watchDoc(db, refs.user('u1'), { listenerOnly: true })))?.email).toBe('marie@exemple.fr');
    const owned = { where: [['ownerId', '==', 'u1']] } as const;
    expect(await first(watchCollection(db, refs.sites(), owned, { listenerOnly: true }))).toHaveLength(1);
    expect(live.watchDocLive).toHaveBeenCalledWith('users/u1');
    expect(live.watchQueryLive).toHaveBeenCalledWith('sites', owned);
    await first(watchDoc(db, refs.user('u1')));
    expect(live.watchDocLive).toHaveBeenCalledTimes(1);
  });

  it('fall back to the usual watch on a port without listener-only ones, through write notices too', async () => {
    const { local } = await store();
    const db = withWriteNotices(local);
    expect((await first(watchDoc(db, refs.user('u1'), { listenerOnly: true })))?.email).toBe('marie@exemple.fr');
  });
});
