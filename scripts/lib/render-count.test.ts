import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain ESM script, no type declarations
import { installRenderCount } from './render-count.mjs';

interface Fiber {
  memoizedProps: object;
  memoizedState: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

interface Hook {
  onCommitFiberRoot(id: number, root: { current: { child: Fiber | null } }): void;
}

const fiber = (children: Fiber[] = []): Fiber => {
  const made: Fiber = { memoizedProps: {}, memoizedState: null, alternate: null, child: null, sibling: null };
  children.forEach((child, index) => (child.sibling = children[index + 1] ?? null));
  made.child = children[0] ?? null;
  return made;
};

/** The next commit's copy of `before`: the same props and state (a component React skipped) unless told. */
const next = (before: Fiber, { props = before.memoizedProps, children = [] as Fiber[] } = {}): Fiber => {
  const after = fiber(children);
  after.memoizedProps = props;
  after.memoizedState = before.memoizedState;
  after.alternate = before;
  if (children.length === 0) after.child = before.child;
  return after;
};

function install(shown: () => boolean) {
  const main = { querySelector: (selector: string) => (selector === 'h1' ? (shown() ? {} : null) : null) };
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', { querySelector: () => main });
  installRenderCount();
  const page = window as unknown as {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: Hook;
    comptoirRenders: { commits: number; components: number };
  };
  return { hook: page.__REACT_DEVTOOLS_GLOBAL_HOOK__, meter: page.comptoirRenders };
}

afterEach(() => vi.unstubAllGlobals());

describe('installRenderCount', () => {
  it('counts the components each commit draws until the screen is shown, not those React skipped', () => {
    let shown = false;
    const { hook, meter } = install(() => shown);
    const leaf = fiber();
    const row = fiber([leaf]);
    const shell = fiber([row, fiber()]);
    hook.onCommitFiberRoot(1, { current: { child: shell } });
    expect(meter).toEqual({ commits: 1, components: 4, shown: false });

    // The shell drawn again with new props; its first child skipped with its whole subtree, the second drawn.
    const skipped = next(row);
    const redrawn = next(shell.child?.sibling as Fiber, { props: { changed: true } });
    hook.onCommitFiberRoot(1, {
      current: { child: next(shell, { props: { changed: true }, children: [skipped, redrawn] }) },
    });
    expect(meter).toMatchObject({ commits: 2, components: 6 });

    shown = true;
    hook.onCommitFiberRoot(1, { current: { child: fiber() } });
    hook.onCommitFiberRoot(1, { current: { child: fiber() } });
    expect(meter).toEqual({ commits: 3, components: 7, shown: true });
  });
});
