import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_CODE_ID, prefetchHydration } from './prefetch-hydration';

describe('prefetchHydration', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the server’s prefetch links to the page only once it has loaded and is idle', async () => {
    document.head.innerHTML = `<template id="${HYDRATION_CODE_ID}"><link rel="prefetch" as="script" href="/assets/app-1.js"></template>`;
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    await prefetchHydration(document);
    expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute('href', '/assets/app-1.js');
  });

  it('does nothing on a page without them', async () => {
    await prefetchHydration(document);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
