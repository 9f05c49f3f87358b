import {
  LocalStore,
  MemoryPersistence,
  createStream,
  mapStream,
  type Doc,
  type Observer,
  type Stream,
} from '@comptoir/core';
import { describeDataPortContract } from '@comptoir/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { LiteFirstDataPort, type Listened, type LivePort, type SnapshotReader } from './lite-first-data-port';

const doc = (n: number): Doc => ({ id: 'site', path: 'sites/site', data: { n } });
const fromServer = (n: number): Listened<Doc | null> => ({ value: doc(n), cacheOnly: false });
const cacheOnly = (value: Doc | null): Listened<Doc | null> => ({ value, cacheOnly: true });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A stream driven by the test, counting its subscribers. */
function subject<T>() {
  const observers = new Set<Observer<T>>();
  const stream: Stream<T> = createStream((observer) => {
    observers.add(observer);
    return () => observers.delete(observer);
  });
  return {
    stream,
    observers,
    emit: (value: T) => observers.forEach((observer) => observer.next(value)),
    fail: (error: unknown) => observers.forEach((observer) => observer.error?.(error)),
  };
}

/** Lite answers when the test says so; the live port's listener is a subject. */
function setup() {
  const liteAnswer = deferred<Doc | null>();
  const lite: SnapshotReader = {
    get: vi.fn(() => liteAnswer.promise),
    query: vi.fn(() => Promise.resolve([])),
    count: vi.fn(() => Promise.resolve(7)),
    newId: () => 'lite-id',
  };
  const listener = subject<Listened<Doc | null>>();
  const live = {
    listenDoc: vi.fn(() => listener.stream),
    get: vi.fn(() => Promise.resolve(doc(9))),
    set: vi.fn(() => Promise.resolve()),
    query: vi.fn(() => Promise.resolve([doc(9)])),
    count: vi.fn(() => Promise.resolve(8)),
  } as unknown as LivePort;
  const loaded = deferred<LivePort>();
  const loadLive = vi.fn(() => loaded.promise);
  const port = new LiteFirstDataPort(lite, loadLive);
  const seen: (Doc | null)[] = [];
  const errors: unknown[] = [];
  const watch = () =>
    port.watchDoc('sites/site').subscribe({ next: (v) => seen.push(v), error: (e) => errors.push(e) });
  /** The page goes live and the full SDK finishes loading. */
  const goLive = async () => {
    void port.goLive();
    loaded.resolve(live);
    await settle();
  };
  return { port, lite, live, listener, liteAnswer, loaded, loadLive, seen, errors, watch, goLive };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiteFirstDataPort', () => {
  it('shows the Lite answer without loading the full SDK when nothing has gone live', async () => {
    const { liteAnswer, loadLive, seen, watch } = setup();
    watch();
    liteAnswer.resolve(doc(1));
    await settle();
    expect(seen).toEqual([doc(1)]);
    expect(loadLive).not.toHaveBeenCalled();
  });

  it('counts through Lite without loading the full SDK, through the full SDK once it is there', async () => {
    const { port, loadLive, goLive } = setup();
    expect(await port.count('sites/site/quoteRequests', { where: [['isViewed', '==', false]] })).toBe(7);
    expect(loadLive).not.toHaveBeenCalled();
    await goLive();
    expect(await port.count('sites/site/quoteRequests')).toBe(8);
  });

  it('watches live only without a Lite read, once the full SDK is loaded', async () => {
    const { port, lite, live, loadLive, goLive } = setup();
    const listener = subject<Listened<Doc[]>>();
    Object.assign(live, { listenQuery: vi.fn(() => listener.stream) });
    const seen: Doc[][] = [];
    port.watchQueryLive('sites/site/quoteRequests', { limit: 10 }).subscribe({ next: (docs) => seen.push(docs) });
    await settle();
    expect(loadLive).not.toHaveBeenCalled();
    await goLive();
    listener.emit({ value: [doc(1)], cacheOnly: true });
    listener.emit({ value: [doc(2)], cacheOnly: false });
    expect(seen).toEqual([[doc(1)], [doc(2)]]);
    expect(lite.query).not.toHaveBeenCalled();
  });

  it('watches a document live only without a Lite read, once the full SDK is loaded', async () => {
    const { port, lite, listener, loadLive, goLive } = setup();
    const seen: (Doc | null)[] = [];
    port.watchDocLive('sites/site').subscribe({ next: (value) => seen.push(value) });
    await settle();
    expect(loadLive).not.toHaveBeenCalled();
    await goLive();
    listener.emit(cacheOnly(null));
    listener.emit(fromServer(2));
    expect(seen).toEqual([null, doc(2)]);
    expect(lite.get).not.toHaveBeenCalled();
  });

  it('switches a watch to the listener once the page goes live', async () => {
    const { listener, liteAnswer, seen, watch, goLive } = setup();
    watch();
    liteAnswer.resolve(doc(1));
    await settle();
    await goLive();
    listener.emit(fromServer(2));
    listener.emit(fromServer(3));
    expect(seen).toEqual([doc(1), doc(2), doc(3)]);
  });

  it('drops a Lite answer that arrives after the listener’s first value', async () => {
    const { listener, liteAnswer, seen, watch, goLive } = setup();
    watch();
    await goLive();
    listener.emit(fromServer(2));
    liteAnswer.resolve(doc(1));
    await settle();
    expect(seen).toEqual([doc(2)]);
  });

  it('leaves a failed Lite read to the listener to report', async () => {
    const { listener, liteAnswer, seen, errors, watch, goLive } = setup();
    watch();
    liteAnswer.reject(new Error('permission-denied'));
    await settle();
    expect(errors).toEqual([]);
    await goLive();
    listener.emit(fromServer(2));
    expect(seen).toEqual([doc(2)]);
    listener.fail(new Error('refusé'));
    expect(errors).toEqual([new Error('refusé')]);
  });

  it('keeps the Lite answer over cache-only listener values until the server answers', async () => {
    const { listener, liteAnswer, seen, watch, goLive } = setup();
    watch();
    liteAnswer.resolve(doc(1));
    await settle();
    await goLive();
    listener.emit(cacheOnly(null));
    expect(seen).toEqual([doc(1)]);
    listener.emit(fromServer(2));
    listener.emit(cacheOnly(doc(3)));
    expect(seen).toEqual([doc(1), doc(2), doc(3)]);
  });

  it('shows cache-only listener values when Lite has shown nothing', async () => {
    const { listener, liteAnswer, seen, watch, goLive } = setup();
    watch();
    liteAnswer.reject(new Error('unavailable'));
    await goLive();
    listener.emit(cacheOnly(null));
    expect(seen).toEqual([null]);
  });

  it('listens straight away, without a Lite read, once live', async () => {
    const { port, live, lite, listener, loaded, seen, watch } = setup();
    loaded.resolve(live);
    await port.goLive();
    watch();
    listener.emit(fromServer(2));
    expect(seen).toEqual([doc(2)]);
    expect(lite.get).not.toHaveBeenCalled();
  });

  it('reads once through Lite before going live and through the full SDK after', async () => {
    const { port, live, lite, liteAnswer, loaded } = setup();
    liteAnswer.resolve(doc(1));
    await expect(port.get('sites/site')).resolves.toEqual(doc(1));
    loaded.resolve(live);
    await port.goLive();
    await expect(port.get('sites/site')).resolves.toEqual(doc(9));
    expect(lite.get).toHaveBeenCalledTimes(1);
  });

  it('reads a page from a cursor through the full SDK, loading it: Lite reads no pages', async () => {
    const { port, live, lite, loaded, loadLive } = setup();
    const spec = { orderBy: [['createdAt', 'desc']], start: { values: [1], id: 'a', inclusive: true } } as const;
    const page = port.query('sites/site/quoteRequests', spec);
    expect(loadLive).toHaveBeenCalledOnce();
    loaded.resolve(live);
    await expect(page).resolves.toEqual([doc(9)]);
    expect(live.query).toHaveBeenCalledWith('sites/site/quoteRequests', spec);
    expect(lite.query).not.toHaveBeenCalled();
  });

  it('loads the full SDK for a write and writes only once it is there', async () => {
    const { port, live, loaded, loadLive } = setup();
    const written = port.set('sites/site', { n: 1 });
    expect(loadLive).toHaveBeenCalledTimes(1);
    await settle();
    expect(live.set).not.toHaveBeenCalled();
    loaded.resolve(live);
    await written;
    expect(live.set).toHaveBeenCalledWith('sites/site', { n: 1 }, undefined);
  });

  it('loads the full SDK once for every write and watch', async () => {
    const { port, live, loaded, loadLive, watch } = setup();
    watch();
    const writes = [port.set('a/1', {}), port.set('a/2', {}), port.goLive()];
    loaded.resolve(live);
    await Promise.all(writes);
    expect(loadLive).toHaveBeenCalledTimes(1);
  });

  it('stops a watch closed before going live from listening later', async () => {
    const { listener, liteAnswer, seen, watch, goLive } = setup();
    const stop = watch();
    stop();
    liteAnswer.resolve(doc(1));
    await goLive();
    expect(listener.observers.size).toBe(0);
    expect(seen).toEqual([]);
  });

  it('reports a failed full SDK load to waiting watches and tries again on the next write', async () => {
    const { port, live, errors, loadLive, watch } = setup();
    loadLive.mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce(live);
    watch();
    await expect(port.goLive()).rejects.toThrow('chunk');
    expect(errors).toEqual([new Error('chunk')]);
    await port.set('sites/site', { n: 1 });
    expect(loadLive).toHaveBeenCalledTimes(2);
    expect(live.set).toHaveBeenCalledTimes(1);
  });

  it('takes new ids from the Lite SDK, which needs no load', () => {
    const { port, loadLive } = setup();
    expect(port.newId()).toBe('lite-id');
    expect(loadLive).not.toHaveBeenCalled();
  });
});

/** The local store as the live side too: its values are all current, none cache-only. */
function asLivePort(store: LocalStore): LivePort {
  const current = <T>(stream: Stream<T>) => mapStream(stream, (value) => ({ value, cacheOnly: false }));
  return Object.assign(store, {
    listenDoc: (path: string) => current(store.watchDoc(path)),
    listenQuery: (...args: Parameters<LocalStore['watchQuery']>) => current(store.watchQuery(...args)),
  });
}

// The same store behind both sides: the switching must keep every promise of the port.
describeDataPortContract('lite first, then live (local store on both sides)', async () => {
  const store = await LocalStore.open(new MemoryPersistence());
  return { port: new LiteFirstDataPort(store, () => Promise.resolve(asLivePort(store))), root: 'contract/run' };
});
