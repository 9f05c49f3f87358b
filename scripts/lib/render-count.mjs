// How much React draws before a back-office screen shows its content: a page script installed
// before the app (Playwright's addInitScript) that stands where React's developer tools plug in
// and, at each commit, counts the components drawn in it (the way those tools tell a drawn
// component from one React skipped: new props or state, and a subtree only when its children
// changed). The count stops at the first commit after which the screen is shown.

/** Runs in the page before its scripts. */
export function installRenderCount() {
  /** The screen's content is shown: its h1, and no spinner left in its main region. */
  const shown = () => {
    const main = document.querySelector('main');
    return Boolean(main?.querySelector('h1')) && !main.querySelector('.chakra-spinner');
  };
  const meter = { commits: 0, components: 0, shown: false };
  Object.assign(window, { comptoirScreenShown: shown, comptoirRenders: meter });
  const drawn = (fiber) => {
    let count = 0;
    for (let child = fiber; child; child = child.sibling) {
      const before = child.alternate;
      if (!before || child.memoizedProps !== before.memoizedProps || child.memoizedState !== before.memoizedState)
        count += 1;
      if (child.child && (!before || child.child !== before.child)) count += drawn(child.child);
    }
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      if (meter.shown) return;
      meter.commits += 1;
      meter.components += drawn(root.current.child);
      meter.shown = shown();
    },
  };
}

/** Waits until the screen's content is shown (polled every 50 ms). */
export const screenShown = (page, timeout) =>
  page.waitForFunction(() => window.comptoirScreenShown(), undefined, { timeout, polling: 50 });

/** The commits and components drawn until the screen was shown. */
export const rendersAtContent = (page) =>
  page.evaluate(() => ({ commits: window.comptoirRenders.commits, components: window.comptoirRenders.components }));
