// @vitest-environment jsdom
import { createStream, type Observer } from '@comptoir/core';
import { act, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LiveCache } from '@/lib/live-cache';
import type { Services } from '@/lib/services';
import { ServicesContext } from '@/lib/services-context';
import { useLive } from './use-live';

function Title({
  ready,
  source,
}: {
  ready: Promise<void> | null;
  source: () => ReturnType<typeof createStream<string>>;
}) {
  if (ready) use(ready);
  const title = useLive('title', source);
  return <h1>{title.data}</h1>;
}

const page = (live: LiveCache, ready: Promise<void> | null, source: () => ReturnType<typeof createStream<string>>) => (
  <ServicesContext value={{ live } as unknown as Services}>
    <Suspense fallback={null}>
      <Title ready={ready} source={source} />
    </Suspense>
  </ServicesContext>
);

describe('useLive', () => {
  it('hydrates a late part with the value the server rendered, then shows what the source said meanwhile', async () => {
    const observers: Observer<string>[] = [];
    const source = () =>
      createStream<string>((observer) => {
        observers.push(observer);
        return () => undefined;
      });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new LiveCache([['title', 'Avant']]), null, source));
    document.body.append(container);

    // The part's code arrives after its live source has already answered with an edit.
    let release = () => undefined as void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const live = new LiveCache([['title', 'Avant']]);
    live.subscribe('title', source, () => undefined);
    observers[0]?.next('Après');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(live, ready, source), { onRecoverableError: recoverable });
    });
    await act(async () => {
      release();
      await ready;
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Après');
    container.remove();
  });
});
