import { describe, expect, it } from 'vitest';
import { sitePath } from './site-links';

describe('sitePath', () => {
  const shared = { siteId: 'epicerie-du-marche', customDomain: false };

  it('appends the site on a shared host', () => {
    expect(sitePath('/merchant/about', shared)).toBe('/merchant/about?site=epicerie-du-marche');
  });

  it('keeps other parameters and the anchor', () => {
    expect(sitePath('/merchant?tab=2#events', shared)).toBe('/merchant?tab=2&site=epicerie-du-marche#events');
  });

  it('keeps paths plain on a custom domain', () => {
    expect(sitePath('/merchant/about', { siteId: 'epicerie-du-marche', customDomain: true })).toBe('/merchant/about');
  });

  it('keeps paths plain when no site is known', () => {
    expect(sitePath('/merchant', null)).toBe('/merchant');
  });
});
