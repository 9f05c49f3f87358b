import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';
import { pageHeadHtml, themeStyle } from './page-head';

const SHELL = `<html lang="fr"><head>
    <!--page-meta--><title>Comptoir</title><!--/page-meta-->
    <style>:root{--site-primary:#4caf50}</style>
  </head><body><div id="root">
      <!--page-body--><p>Chargement…</p><!--/page-body-->
    </div>
    <!--page-data--><script type="module" src="/assets/index.js"></script></body></html>`;

describe('pageDocument', () => {
  it('puts the head in place of the shell’s, the styles after its defaults, the page alone in #root', () => {
    const html = pageDocument(SHELL, {
      head: '<title>Accueil</title>',
      styles: '<style>x</style>',
      body: '<main>$& $1</main>',
      snapshot: '{}',
    });
    expect(html).not.toContain('Comptoir');
    expect(html.indexOf('<style>x</style>')).toBeGreaterThan(html.indexOf('--site-primary:#4caf50'));
    expect(html).toContain('<div id="root"><main>$& $1</main></div>');
    expect(html).toContain('<script id="comptoir-snapshot" type="application/json">{}</script><script type="module"');
  });

  it('leaves out the back office’s start that the shell preloads', () => {
    const shell = SHELL.replace(
      '</head>',
      '<!--back-office-->\n    <link rel="modulepreload" crossorigin href="/assets/shell.js">\n    <!--/back-office-->\n  </head>',
    );
    const html = pageDocument(shell, { head: '', styles: '', body: '', snapshot: null });
    expect(html).not.toContain('shell.js');
    expect(html).not.toContain('back-office');
    expect(html).toMatch(/--site-primary:#4caf50}<\/style>\s*<\/head>/);
  });

  it('refuses a shell without its markers (a build from before server rendering)', () => {
    expect(() => pageDocument('<html></html>', { head: '', styles: '', body: '', snapshot: null })).toThrow(
      /page-meta/,
    );
  });
});

describe('pageHeadHtml', () => {
  it('escapes every value and gives a summary card without an image', () => {
    const head = pageHeadHtml({
      title: 'A "quoted" <b>',
      description: "l'été & co",
      canonical: 'https://a.fr/?x="1"',
      siteName: 'A',
      image: null,
      preloadImage: null,
    });
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;b&gt;</title>');
    expect(head).toContain('content="l&#39;été &amp; co"');
    expect(head).toContain('href="https://a.fr/?x=&quot;1&quot;"');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('preload');
  });

  it('preloads the width of a sized hero that fits the viewport, and a hero of one width as it is', () => {
    const base = { title: 'T', description: 'D', canonical: 'https://a.fr/', siteName: 'A', image: null };
    expect(pageHeadHtml({ ...base, preloadImage: '/seed/e/hero-1600w.webp' })).toContain(
      '<link rel="preload" as="image" href="/seed/e/hero-1600w.webp" imagesrcset="/seed/e/hero-400w.webp 400w, /seed/e/hero-800w.webp 800w, /seed/e/hero-1600w.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(pageHeadHtml({ ...base, preloadImage: '/seed/e/hero.svg' })).toContain(
      '<link rel="preload" as="image" href="/seed/e/hero.svg" fetchpriority="high" />',
    );
  });

  it('keeps colours only: nothing can end the style element', () => {
    expect(themeStyle({ '--site-primary': '#2f7d3a', '--x': 'red}</style><script>' })).toBe(
      '<style>:root{--site-primary:#2f7d3a}</style>',
    );
  });
});
