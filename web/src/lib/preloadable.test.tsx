import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadAll, preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;

describe('preloadable', () => {
  it('loads its code once, when first drawn, like a lazy component', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Lazy name="Léa" />
      </Suspense>,
    );
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    expect(await screen.findByText('Bonjour Léa')).toBeInTheDocument();
    render(<Lazy name="Marc" />);
    expect(screen.getByText('Bonjour Marc')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, draws at once, with no loading state to hydrate past', async () => {
    const load = vi.fn(async () => Greeting);
    const Preloaded = preloadable(load);
    await preloadAll();
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Preloaded name="Inès" />
      </Suspense>,
    );
    expect(screen.getByText('Bonjour Inès')).toBeInTheDocument();
    expect(screen.queryByText('Chargement')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('left out of the hydration set when asked, it loads on its own preload, once', async () => {
    const load = vi.fn(async () => Greeting);
    const OnRequest = preloadable(load, { beforeHydrating: false });
    await preloadAll();
    expect(load).not.toHaveBeenCalled();
    await Promise.all([OnRequest.preload(), OnRequest.preload()]);
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <OnRequest name="Yanis" />
      </Suspense>,
    );
    expect(screen.getByText('Bonjour Yanis')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue(Greeting);
    const Flaky = preloadable(load, { beforeHydrating: false });
    await expect(Flaky.preload()).rejects.toThrow('réseau');
    await Flaky.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
