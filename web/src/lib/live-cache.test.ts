import { createStream, type Observer } from '@comptoir/core';
import { describe, expect, it, vi } from 'vitest';
import { LiveCache } from './live-cache';

function controlledSource() {
  const observers: Observer<number>[] = [];
  let starts = 0;
  const source = () =>
    createStream<number>((observer) => {
      starts += 1;
      observers.push(observer);
      return () => undefined;
    });
  return { source, observers, starts: () => starts };
}

describe('LiveCache', () => {
  it('shares one subscription between readers of the same key', () => {
    const cache = new LiveCache();
    const { source, observers, starts } = controlledSource();
    cache.subscribe('k', source, () => undefined);
    cache.subscribe('k', source, () => undefined);
    observers[0]?.next(3);
    expect(starts()).toBe(1);
    expect(cache.read('k')).toEqual({ status: 'success', data: 3 });
  });

  it('starts a failed source again for its next reader', () => {
    const cache = new LiveCache();
    const { source, observers, starts } = controlledSource();
    const stop = cache.subscribe('k', source, () => undefined);
    observers[0]?.error?.(new Error('permission-denied'));
    expect(cache.read('k').status).toBe('error');
    stop();
    cache.subscribe('k', source, () => undefined);
    expect(starts()).toBe(2);
    expect(cache.read('k').status).toBe('loading');
    observers[1]?.next(7);
    expect(cache.read('k')).toEqual({ status: 'success', data: 7 });
  });

  it('starts from an injected snapshot', () => {
    const cache = new LiveCache([['k', 5]]);
    expect(cache.read('k')).toEqual({ status: 'success', data: 5 });
  });

  it('goes live on a snapshot value only once the page is idle, then follows the source', async () => {
    let idle = () => undefined as void;
    const goLive = new Promise<void>((resolve) => (idle = resolve));
    const cache = new LiveCache([['k', 5]], { goLive });
    const { source, observers, starts } = controlledSource();
    cache.subscribe('k', source, () => undefined);
    await Promise.resolve();
    expect(starts()).toBe(0);
    idle();
    await goLive;
    await Promise.resolve();
    expect(starts()).toBe(1);
    observers[0]?.next(6);
    expect(cache.read('k')).toEqual({ status: 'success', data: 6 });
  });

  it('never starts a snapshot value’s source once its readers have left before the page is idle', async () => {
    vi.useFakeTimers();
    try {
      let idle = () => undefined as void;
      const goLive = new Promise<void>((resolve) => (idle = resolve));
      const cache = new LiveCache([['k', 5]], { goLive });
      const { source, starts } = controlledSource();
      cache.subscribe('k', source, () => undefined)();
      vi.advanceTimersByTime(10_000);
      idle();
      await goLive;
      await Promise.resolve();
      expect(starts()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps showing a snapshot value when its live source fails (an outage is not an empty page)', async () => {
    const cache = new LiveCache([['k', 5]]);
    const { source, observers } = controlledSource();
    cache.subscribe('k', source, () => undefined);
    observers[0]?.error?.(new Error('unavailable'));
    expect(cache.read('k')).toEqual({ status: 'success', data: 5 });
  });

  it('gives a loader a key’s first value, and its readers the same source without a second read', async () => {
    const cache = new LiveCache([], { oneShot: true });
    const { source, observers } = controlledSource();
    const loading = cache.ensure('k', source);
    observers[0]?.next(9);
    expect(await loading).toEqual({ status: 'success', data: 9 });
    expect(await cache.ensure('k', source)).toEqual({ status: 'success', data: 9 });
    expect(observers).toHaveLength(1);
    expect(cache.readForRender('k')).toEqual({ status: 'success', data: 9 });
    expect(cache.undeclared.size).toBe(0);
  });

  it('answers a loader with a failed read (the page shows it), and reports what no loader read', async () => {
    const cache = new LiveCache();
    const { source, observers } = controlledSource();
    const loading = cache.ensure('k', source);
    observers[0]?.error?.(new Error('refusé'));
    expect((await loading).status).toBe('error');
    expect(cache.readForRender('other').status).toBe('loading');
    expect([...cache.undeclared]).toEqual(['other']);
  });

  it('renders nothing again when the first live value equals the snapshot shown', async () => {
    const goLive = Promise.resolve();
    const cache = new LiveCache([['k', 5]], { goLive });
    const { source, observers } = controlledSource();
    const onChange = vi.fn();
    cache.subscribe('k', source, onChange);
    await goLive;
    await Promise.resolve();
    observers[0]?.next(5);
    expect(onChange).not.toHaveBeenCalled();
    observers[0]?.next(6);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(cache.read('k')).toEqual({ status: 'success', data: 6 });
  });
});
