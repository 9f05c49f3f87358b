import { createStream, type Observer } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
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
});
