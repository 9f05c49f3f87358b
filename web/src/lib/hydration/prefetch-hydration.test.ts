import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_CODE_ID, prefetchHydration } from './prefetch-hydration';

/**
 * Only this file's nodes are taken out of the head: the test files share their modules, and the
 * style tags Emotion keeps there for every later file must stay (emptying the head made a later
 * file's first style insertion fail in happy-dom, depending on the order the files ran in).
 */
const added = () => document.head.querySelectorAll(`#${HYDRATION_CODE_ID}, link[rel="prefetch"]`);

describe('prefetchHydration', () => {
  afterEach(() => {
    added().forEach((node) => node.remove());
  });

  it('adds the server’s prefetch links to the page only once it has loaded and is idle', async () => {
    const template = document.createElement('template');
    template.id = HYDRATION_CODE_ID;
    template.innerHTML = '<link rel="prefetch" as="script" href="/assets/app-1.js">';
    document.head.append(template);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    await prefetchHydration(document);
    expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute('href', '/assets/app-1.js');
  });

  it('does nothing on a page without them', async () => {
    await prefetchHydration(document);
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
});
