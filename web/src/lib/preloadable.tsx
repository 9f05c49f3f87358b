import { lazy, useState, type ComponentType } from 'react';

const preloads = new Set<() => Promise<void>>();

/**
 * A component whose code loads apart (like `React.lazy`) and that a server-rendered page loads
 * before it hydrates (`preloadAll`), so that it hydrates with the rest of the page. A lazy part
 * still loading when the page first updates would be drawn again from scratch instead of hydrated,
 * and lose what the visitor did in it meanwhile (a dialog they opened).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  const loadOnce = async () => {
    Loaded ??= await load();
    return Loaded;
  };
  preloads.add(async () => void (await loadOnce()));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  return function Preloadable(props: P) {
    // Chosen once per instance: switching types would remount it.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? Lazy);
    return <Component {...props} />;
  };
}

/** Loads every preloadable component of the modules loaded so far (before hydrating a page). */
export async function preloadAll(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}
