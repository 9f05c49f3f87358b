// @vitest-environment jsdom
import { act, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyActions } from './early-actions';
import { PagePart } from './page-part';
import { whenPageHydrated } from './page-parts';

/** A part whose content waits on `ready` in the browser only (its data, say): it hydrates late. */
function Booking({ ready, onPress }: { ready: Promise<void> | null; onPress: () => void }) {
  if (ready) use(ready);
  return (
    <button type="button" onClick={onPress}>
      Réserver
    </button>
  );
}

const page = (ready: Promise<void> | null, onPress: () => void) => (
  <main>
    <PagePart fallback={null}>
      <Booking ready={ready} onPress={onPress} />
    </PagePart>
  </main>
);

describe('PagePart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replays a press once the part holding its button has hydrated, not before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null, () => undefined));
    document.body.append(container);
    const early = keepEarlyActions(document);
    container.querySelector('button')?.click();

    let release = () => undefined as void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const onPress = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(ready, onPress));
    });
    let replayed = false;
    const replaying = early.replay().then(() => (replayed = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(replayed).toBe(false);
    expect(onPress).not.toHaveBeenCalled();

    await act(async () => {
      release();
      await ready;
    });
    await replaying;
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('says at once that a page whose parts have all hydrated is hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null, () => undefined));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        page(null, () => undefined),
      );
    });
    let hydrated = false;
    void whenPageHydrated().then(() => (hydrated = true));
    await Promise.resolve();
    expect(hydrated).toBe(true);
  });
});
