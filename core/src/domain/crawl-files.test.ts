import { describe, expect, it } from 'vitest';
import { sitemapXml } from './crawl-files';

describe('sitemapXml', () => {
  it('escapes addresses and leaves lastmod out when unknown', () => {
    expect(sitemapXml([{ loc: 'https://a.fr/?x=1&y=<2>', lastmod: null }])).toContain(
      '<url><loc>https://a.fr/?x=1&amp;y=&lt;2&gt;</loc></url>',
    );
  });
});
