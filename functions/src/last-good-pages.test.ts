import { describe, expect, it } from 'vitest';
import { LastGoodPages } from './last-good-pages';

describe('LastGoodPages', () => {
  it('gives back the last good page of an address, and forgets the oldest beyond its size', () => {
    const pages = new LastGoodPages(2);
    pages.remember('a/', '<p>a1</p>', 200);
    pages.remember('a/', '<p>a2</p>', 200);
    pages.remember('b/', '<p>b</p>', 404);
    expect(pages.recall('a/')).toEqual({ html: '<p>a2</p>', status: 200 });
    pages.remember('c/', '<p>c</p>', 200);
    expect(pages.recall('a/')).toBeUndefined();
    expect(pages.recall('b/')).toEqual({ html: '<p>b</p>', status: 404 });
    expect(pages.recall('d/')).toBeUndefined();
  });
});
