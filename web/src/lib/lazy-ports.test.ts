import {
  AuthError,
  LocalStore,
  MemoryPersistence,
  createStream,
  type AuthPort,
  type DataPort,
  type SessionUser,
  type StoragePort,
} from '@comptoir/core';
import { describe, expect, it, vi } from 'vitest';
import { LazyAuth, LazyDataPort, LazyStorage, once } from './lazy-ports';

const visitor: SessionUser = { uid: 'v1', email: null, isAnonymous: true, role: 'user' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeAuth() {
  const unsubscribe = vi.fn();
  const auth = {
    watchSession: vi.fn(() =>
      createStream<SessionUser | null>((observer) => {
        observer.next(visitor);
        return unsubscribe;
      }),
    ),
    ensureVisitor: vi.fn(() => Promise.resolve(visitor)),
  } as unknown as AuthPort;
  return { auth, unsubscribe };
}

describe('once', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve('sdk'));
    const get = once(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['sdk', 'sdk']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('réseau')).mockResolvedValueOnce('sdk');
    const get = once(load);
    await expect(get()).rejects.toThrow('réseau');
    await expect(get()).resolves.toBe('sdk');
  });
});

describe('LazyAuth', () => {
  it('loads nothing until the port is used', () => {
    const load = vi.fn();
    new LazyAuth(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the driver, then subscribes, when the session is watched', async () => {
    const { auth } = fakeAuth();
    const seen: unknown[] = [];
    new LazyAuth(() => Promise.resolve(auth)).watchSession().subscribe({ next: (user) => seen.push(user) });
    expect(seen).toEqual([]);
    await settle();
    expect(seen).toEqual([visitor]);
  });

  it('never subscribes when the watch is closed before the driver has loaded', async () => {
    const { auth } = fakeAuth();
    const stop = new LazyAuth(() => Promise.resolve(auth)).watchSession().subscribe({ next: () => undefined });
    stop();
    await settle();
    expect(auth.watchSession).not.toHaveBeenCalled();
  });

  it('unsubscribes from the driver when the watch is closed after it has loaded', async () => {
    const { auth, unsubscribe } = fakeAuth();
    const stop = new LazyAuth(() => Promise.resolve(auth)).watchSession().subscribe({ next: () => undefined });
    await settle();
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load to the session watcher', async () => {
    const failure = new AuthError('network', 'Connexion impossible.');
    const errors: unknown[] = [];
    new LazyAuth(() => Promise.reject(failure))
      .watchSession()
      .subscribe({ next: () => undefined, error: (error) => errors.push(error) });
    await settle();
    expect(errors).toEqual([failure]);
  });

  it('waits for the driver before acting', async () => {
    const { auth } = fakeAuth();
    await expect(new LazyAuth(() => Promise.resolve(auth)).ensureVisitor()).resolves.toEqual(visitor);
  });
});

describe('LazyStorage', () => {
  it('uploads through the driver once loaded', async () => {
    const upload = vi.fn(() => Promise.resolve('https://example.test/a.webp'));
    const storage = new LazyStorage(() => Promise.resolve({ upload } as StoragePort));
    const file = new Blob(['x']);
    await expect(storage.upload('sites/s/images/a.webp', file, { contentType: 'image/webp' })).resolves.toBe(
      'https://example.test/a.webp',
    );
    expect(upload).toHaveBeenCalledWith('sites/s/images/a.webp', file, { contentType: 'image/webp' });
  });
});

describe('LazyDataPort', () => {
  it('loads nothing until used, then watches and writes through the loaded port', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    await store.set('sites/a', { name: 'A' });
    const load = vi.fn(() => Promise.resolve(store as DataPort));
    const db = new LazyDataPort(load);
    expect(db.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(load).not.toHaveBeenCalled();
    const seen: unknown[] = [];
    db.watchDoc('sites/a').subscribe({ next: (doc) => seen.push(doc?.data.name) });
    await db.update('sites/a', { name: 'B' });
    await settle();
    expect(seen.at(-1)).toBe('B');
    expect(load).toHaveBeenCalled();
  });
});
