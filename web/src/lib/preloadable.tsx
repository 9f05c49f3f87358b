import { lazy, useState, type ComponentType } from 'react';

const preloads = new Set<() => Promise<void>>();
const everything = new Set<() => Promise<void>>();

export interface PreloadableOptions {
  /**
   * Loaded with the page's other parts before a server-rendered page hydrates (`preloadAll`); false
   * for a part the page does not draw until the visitor asks (its code then stays out of the first
   * tap's way, and `preload` fetches it once the page is idle).
   */
  beforeHydrating?: boolean;
}

/** A preloadable component, and how to load its code ahead of its first drawing. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code loads apart (like `React.lazy`) and that a server-rendered page loads
 * before it hydrates (`preloadAll`), so that it hydrates with the rest of the page. A lazy part
 * still loading when the page first updates would be drawn again from scratch instead of hydrated,
 * and lose what the visitor did in it meanwhile (a dialog they opened). Once loaded (`preload`),
 * it draws at once, with no loading state.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { beforeHydrating = true }: PreloadableOptions = {},
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = null; // Asked again, it tries again (a network blip).
        throw error;
      },
    ));
  const preload = async () => void (await loadOnce());
  everything.add(preload);
  if (beforeHydrating) preloads.add(preload);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Preloadable(props: P) {
    // Chosen once per instance: switching types would remount it.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * Loads every preloadable component of the modules loaded so far (before hydrating a page);
 * `all`: also those drawn later (a server render, which draws the page in one pass).
 */
export async function preloadAll({ all = false }: { all?: boolean } = {}): Promise<void> {
  await Promise.all([...(all ? everything : preloads)].map((preload) => preload()));
}
