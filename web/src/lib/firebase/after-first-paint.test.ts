import type { Doc } from '@comptoir/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrackedReader, afterFirstPaint } from './after-first-paint';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** A reader whose answers the test releases one by one. */
function setup() {
  const answers: ReturnType<typeof deferred<Doc | null>>[] = [];
  const reader = new TrackedReader({
    get: () => {
      const answer = deferred<Doc | null>();
      answers.push(answer);
      return answer.promise;
    },
    query: () => Promise.resolve([]),
    count: () => Promise.resolve(0),
    newId: () => 'id',
  });
  let done = false;
  const start = () => void afterFirstPaint(reader).then(() => (done = true));
  return { reader, answers, start, isDone: () => done };
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** Runs every pending promise callback (setImmediate is left real). */
const flush = () => new Promise((resolve) => setImmediate(resolve));
/** Lets `ms` pass, then the idle moment (a zero delay where the browser has no requestIdleCallback). */
const elapse = async (ms: number) => {
  await flush();
  vi.advanceTimersByTime(ms);
  await flush();
  vi.advanceTimersByTime(0);
  await flush();
};

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setReadyState('complete');
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    vi.useRealTimers();
  });

  it('waits for the load event while the page is loading', async () => {
    setReadyState('loading');
    const { start, isDone } = setup();
    start();
    await elapse(5_000);
    expect(isDone()).toBe(false);
    window.dispatchEvent(new Event('load'));
    await elapse(1_000);
    expect(isDone()).toBe(true);
  });

  it('waits for the reads in flight, then a quiet second', async () => {
    const { reader, answers, start, isDone } = setup();
    void reader.get('sites/a');
    start();
    await elapse(3_000);
    expect(isDone()).toBe(false);
    answers[0]?.resolve(null);
    await elapse(999);
    expect(isDone()).toBe(false);
    await elapse(1);
    expect(isDone()).toBe(true);
  });

  it('waits again when a read starts and ends within the quiet second', async () => {
    const { reader, answers, start, isDone } = setup();
    start();
    await elapse(500);
    void reader.get('sites/a/pages/home');
    answers[0]?.resolve(null);
    await elapse(500);
    expect(isDone()).toBe(false);
    await elapse(1_000);
    expect(isDone()).toBe(true);
  });

  it('waits for an idle moment once the reads are quiet', async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const { start, isDone } = setup();
    start();
    await elapse(1_000);
    expect(isDone()).toBe(false);
    idleCallbacks.shift()?.();
    await flush();
    expect(isDone()).toBe(true);
    vi.unstubAllGlobals();
  });

  it('gives up waiting ten seconds after the page has loaded', async () => {
    const { reader, start, isDone } = setup();
    void reader.get('sites/never-answered');
    start();
    await elapse(9_999);
    expect(isDone()).toBe(false);
    await elapse(1);
    expect(isDone()).toBe(true);
  });

  it('counts failed reads as settled', async () => {
    const reader = new TrackedReader({
      get: () => Promise.reject(new Error('unavailable')),
      query: () => Promise.resolve([]),
      count: () => Promise.resolve(0),
      newId: () => 'id',
    });
    await expect(reader.get('sites/a')).rejects.toThrow('unavailable');
    expect(reader.inFlight).toBe(0);
  });
});
