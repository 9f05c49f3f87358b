// @vitest-environment node
import { LocalStore, MemoryPersistence, PUBLISHED_COLLECTIONS, platformOf, type DataPort } from '@comptoir/core';
import { seedDocuments } from '@comptoir/core/seed';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@/entry-server';
import { SNAPSHOT_ID, decodeSnapshot } from '@/lib/page-snapshot';

const here = dirname(fileURLToPath(import.meta.url));
const TEMPLATE = readFileSync(join(here, '../../index.html'), 'utf8');
/** A Wednesday, 11:30 in Paris: the épicerie is open. */
const NOW = new Date('2026-11-25T10:30:00Z');
const SHOP = 'epicerie-du-marche';
const TRAP = 'Chez </script><!-- Zoé \u2028 & fils';

let db: LocalStore;
beforeAll(async () => {
  db = await LocalStore.open(new MemoryPersistence());
  await db.batch([
    ...seedDocuments(NOW).map(({ path, data }) => ({ kind: 'set' as const, path, data })),
    // A second shop whose owner typed everything that could break out of HTML or a script.
    { kind: 'set', path: 'sites/piege', data: { name: TRAP, active: true, createdAt: NOW, updatedAt: NOW } },
    {
      kind: 'set',
      path: 'domains/piege.localhost',
      data: { siteId: 'piege', active: true, createdAt: NOW, updatedAt: NOW },
    },
    {
      kind: 'set',
      path: 'domains/ferme.localhost',
      data: { siteId: SHOP, active: false, createdAt: NOW, updatedAt: NOW },
    },
  ]);
});

const PLATFORM = platformOf({ appUrl: 'https://comptoir.example', projectId: 'comptoir-test', local: false });
const render = (url: string, host = 'epicerie.localhost', port: DataPort = db) =>
  renderPage(
    port,
    { url, host, protocol: 'https' },
    { template: TEMPLATE, mode: 'production', platform: PLATFORM, now: NOW },
  );
const canonical = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)"/);
const LANDING = 'Comptoir — des sites web pour les commerces de proximité';

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const meta = (html: string, key: string) => tag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const h1 = (html: string) => tag(html, /<h1[^>]*>([^<]*)</);
const snapshotOf = (html: string) => {
  const json = tag(html, new RegExp(`<script id="${SNAPSHOT_ID}" type="application/json">([^<]*)</script>`));
  return json === null ? null : decodeSnapshot(json);
};

describe('renderPage: the shop pages', () => {
  it.each([
    ['/', 'Accueil — Épicerie du Marché', 'Le meilleur du terroir, au cœur de Lyon'],
    ['/merchant/about', 'Qui sommes-nous — Épicerie du Marché', null],
    ['/merchant/services', null, null],
    ['/merchant/products', 'Produits — Épicerie du Marché', null],
    ['/merchant/contact', null, null],
    ['/mentions-legales', 'Mentions légales — Épicerie du Marché', 'Mentions légales'],
  ])(
    '%s: status 200, its own title and h1, the data for hydration, at most 3 reads',
    async (url, expectedTitle, expectedH1) => {
      const page = await render(url);
      expect(page.status).toBe(200);
      expect(page.cacheable).toBe(true);
      expect(title(page.html)).toMatch(/— Épicerie du Marché$/);
      if (expectedTitle) expect(title(page.html)).toBe(expectedTitle);
      expect(h1(page.html)).toBeTruthy();
      if (expectedH1) expect(h1(page.html)).toBe(expectedH1);
      expect(page.html).not.toContain('Chargement…');
      // Every read of the render travels with the page: the browser's first render reads nothing.
      const snapshot = snapshotOf(page.html);
      expect(snapshot?.renderedAt).toBe(NOW.toISOString());
      expect(snapshot?.entries.map(([key]) => key)).toContain(`published:site:${SHOP}`);
      // The router starts from what the loaders answered there: it does not run them again.
      expect(Object.keys(snapshot?.loaderData ?? {}).length).toBeGreaterThan(0);
      // The domain's mapping, the site's published document, its catalogue or the platform's details.
      expect(page.reads).toBeGreaterThan(1);
      expect(page.reads).toBeLessThanOrEqual(3);
    },
  );

  it('renders from the published documents the route’s loaders read', async () => {
    await render('/merchant/about');
    const home = `sites/${SHOP}/pages/about`;
    const before = await db.get(home);
    // Changed without its trigger: the page still shows what was published.
    await db.update(home, { heroTitle: 'Pas encore publié' });
    try {
      const page = await render('/merchant/about');
      expect(page.html).not.toContain('Pas encore publié');
      expect(page.reads).toBe(2);
    } finally {
      await db.set(home, before?.data ?? {});
    }
  });

  it('writes the head for link previews and search engines', async () => {
    const { html } = await render('/');
    expect(html).toContain('<html lang="fr">');
    expect(meta(html, 'description')).toMatch(/^Fruits et légumes de saison/);
    expect(canonical(html)).toBe('https://epicerie.localhost/');
    expect(meta(html, 'og:locale')).toBe('fr_FR');
    expect(meta(html, 'og:site_name')).toBe('Épicerie du Marché');
    expect(meta(html, 'og:title')).toBe('Accueil — Épicerie du Marché');
    expect(meta(html, 'og:image')).toBe('https://epicerie.localhost/seed/epicerie/hero-1600w.webp');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/seed/epicerie/hero-1600w.webp" imagesrcset="/seed/epicerie/hero-400w.webp 400w, /seed/epicerie/hero-800w.webp 800w, /seed/epicerie/hero-1600w.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
    // The shop's colours and the critical CSS are in the head: nothing shifts when scripts arrive.
    expect(tag(html, /<style>:root\{([^}]*)\}<\/style>/)).toContain('--site-primary:');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    // No inline script: the page policy (script-src 'self') would refuse it.
    expect(html.match(/<script>/g)).toBeNull();
  });

  it('describes the shop as a LocalBusiness with its opening and special hours', async () => {
    const json = tag((await render('/')).html, /<script type="application\/ld\+json">([^<]*)<\/script>/);
    const data = JSON.parse(json ?? 'null') as Record<string, unknown>;
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe('Épicerie du Marché');
    expect(data.url).toBe('https://epicerie.localhost/');
    expect(data.openingHoursSpecification).toEqual(
      expect.arrayContaining([expect.objectContaining({ opens: expect.any(String) })]),
    );
  });

  it('shows the open status of the render’s moment, Paris time', async () => {
    expect((await render('/')).html).toMatch(/Ouvert/);
  });

  it('keeps whatever an owner typed inside text and strings, in the head, the page and the data', async () => {
    const { html, status } = await render('/', 'piege.localhost');
    expect(status).toBe(200);
    expect(html).not.toContain('</script><!-- Zoé');
    expect(title(html)).toBe('Accueil — Chez &lt;/script&gt;&lt;!-- Zoé \u2028 &amp; fils');
    expect(meta(html, 'og:site_name')).toBe('Chez &lt;/script&gt;&lt;!-- Zoé \u2028 &amp; fils');
    // In the scripts (data, JSON-LD) the name stays a JSON string: no '<', no raw line separator.
    for (const script of html.match(/<script[^>]*>[^<]*<\/script>/g) ?? []) {
      expect(script.slice(script.indexOf('>') + 1, -'</script>'.length)).not.toMatch(/[<\u2028]/);
    }
    const published = snapshotOf(html)?.entries.find(([key]) => key === 'published:site:piege')?.[1];
    expect((published as { site: { name: string } }).site.name).toBe(TRAP);
  });
});

describe('renderPage: a site not yet published', () => {
  it('reads it from its collections, each read once however many parts of the page ask for it', async () => {
    // The legal notice: its page and the layout's privacy notice both read the shop's policies.
    const { status, html, reads } = await render('/mentions-legales', 'piege.localhost');
    expect(status).toBe(200);
    const published = snapshotOf(html)?.entries.find(([key]) => key === 'published:site:piege')?.[1];
    expect((published as { site: { name: string } | null }).site?.name).toBe(TRAP);
    // The domain's mapping, the published document looked for first, the site document, each public
    // collection of the site once (empty: one read each), and the platform's details.
    const siteCollections = Object.values(PUBLISHED_COLLECTIONS).filter((group) => group === 'site').length;
    expect(reads).toBe(3 + siteCollections + 1);
  });
});

describe('renderPage: hosts, addresses and failures', () => {
  it('serves a shop by ?site= on the platform domain, canonical with the same ?site=', async () => {
    const { html, status } = await render(`/merchant/products?site=${SHOP}`, 'comptoir.example');
    expect(status).toBe(200);
    expect(title(html)).toBe('Produits — Épicerie du Marché');
    expect(canonical(html)).toBe(`https://comptoir.example/merchant/products?site=${SHOP}`);
  });

  it.each([
    ['an unknown host', 'inconnu.localhost'],
    ['an inactive mapping', 'ferme.localhost'],
  ])('answers %s with the platform landing page', async (_case, host) => {
    const { html, status } = await render('/', host);
    expect(status).toBe(200);
    expect(title(html)).toBe(LANDING);
    expect(meta(html, 'og:site_name')).toBe('Comptoir');
    expect(canonical(html)).toBe('https://comptoir.example/');
  });

  it('keeps a shop’s domain on its shop whatever ?site= says, canonical and og:url on its mapping’s host', async () => {
    const { html, status, cacheable } = await render('/merchant/contact?site=traiteur-saveurs');
    expect([status, cacheable]).toEqual([200, true]);
    expect(title(html)).toMatch(/— Épicerie du Marché$/);
    expect(html).not.toContain('Traiteur Saveurs');
    expect(canonical(html)).toBe('https://epicerie.localhost/merchant/contact');
    expect(meta(html, 'og:url')).toBe('https://epicerie.localhost/merchant/contact');
  });

  it.each(['//traiteur.localhost/', '//evil.test/merchant/contact', '/\\evil.test/'])(
    'reads the path %s on the visited host, never as a host',
    async (url) => {
      const { html, status } = await render(url);
      expect(status).toBe(404);
      expect(html).not.toContain('Traiteur Saveurs');
      expect(html).not.toMatch(/\/\/evil\.test|\/\/traiteur\.localhost/);
      expect(new URL(canonical(html) ?? '').host).toBe('epicerie.localhost');
    },
  );

  it.each(['attacker.test', 'attacker.test:8443', 'comptoir-test.web.app.attacker.test', '127.0.0.1'])(
    'gives a forged host %s the platform’s pages under the platform’s address, even with ?site=',
    async (host) => {
      for (const url of ['/', `/?site=${SHOP}`, `/merchant/products?site=${SHOP}`]) {
        const { html, cacheable } = await render(url, host);
        expect(html).not.toContain(host.replace(/:\d+$/, ''));
        expect(meta(html, 'og:site_name')).toBe('Comptoir');
        expect(canonical(html)).toMatch(/^https:\/\/comptoir\.example\//);
        expect(cacheable).toBe(true);
      }
      const { html, status } = await render(`/?site=${SHOP}`, host);
      expect([status, title(html), canonical(html)]).toEqual([200, LANDING, 'https://comptoir.example/']);
    },
  );

  it('serves ?site= on the project’s Hosting domain too', async () => {
    const { html } = await render(`/?site=${SHOP}`, 'comptoir-test.web.app');
    expect(title(html)).toMatch(/— Épicerie du Marché$/);
    expect(canonical(html)).toBe(`https://comptoir-test.web.app/?site=${SHOP}`);
  });

  it('answers 404 for the pages a shop’s plan does not include, and leaves them out of its menu (Essentiel)', async () => {
    const platform = 'comptoir.example';
    for (const page of ['about', 'services', 'products', 'commandes']) {
      const { status, html } = await render(`/merchant/${page}?site=boutique-vide`, platform);
      expect([page, status, h1(html)]).toEqual([page, 404, '404']);
    }
    const home = await render('/?site=boutique-vide', platform);
    expect(home.status).toBe(200);
    const links = [...home.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links.filter((link) => link?.startsWith('/merchant/'))).not.toEqual([]);
    for (const gated of ['/merchant/about', '/merchant/services', '/merchant/products']) {
      expect(links.some((link) => link?.startsWith(gated))).toBe(false);
    }
    // Its legitimate twin: the Pro traiteur has those pages.
    for (const page of ['about', 'services', 'products']) {
      expect((await render(`/merchant/${page}?site=traiteur-saveurs`, platform)).status).toBe(200);
    }
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const page = await render('/nulle-part');
    expect(page.status).toBe(404);
    expect(title(page.html)).toBe('Page introuvable');
    expect(h1(page.html)).toBe('404');
  });

  it('answers 503 without data when the database cannot be read, never the landing page', async () => {
    const failing = new Proxy(db, {
      get: (target, property) =>
        property === 'get' || property === 'query'
          ? () => Promise.reject(new Error('unavailable'))
          : (Reflect.get(target, property, target) as unknown),
    });
    const page = await render('/', 'epicerie.localhost', failing as DataPort);
    expect(page.status).toBe(503);
    expect(page.cacheable).toBe(false);
    expect(page.html).not.toContain('Comptoir — des sites web');
    expect(snapshotOf(page.html)).toBeNull();
  });

  it('refuses a forged host header', async () => {
    const page = await render('/', 'evil.example"><script>');
    expect(page.status).toBe(400);
    expect(page.html).not.toContain('<script>');
  });
});

describe('renderPage: a holiday closure', () => {
  /** Inside the épicerie's seeded summer closure (from 70 to 84 days after the seed). */
  const AWAY = new Date(NOW.getTime() + 75 * 86_400_000);
  const renderAt = (url: string, now: Date) =>
    renderPage(
      db,
      { url, host: 'epicerie.localhost', protocol: 'https' },
      { template: TEMPLATE, mode: 'production', platform: PLATFORM, now },
    );
  const banner = /<aside[^>]*aria-label="Congés"[^>]*>.*?Fermé pour congés du /s;

  it('is in the HTML of every page while it runs, with the contact form saying when the shop answers', async () => {
    for (const url of ['/', '/merchant/products', '/merchant/about', '/merchant/contact']) {
      expect((await renderAt(url, AWAY)).html).toMatch(banner);
    }
    const contact = (await renderAt('/merchant/contact', AWAY)).html;
    expect(contact).toMatch(/Nous sommes en congés jusqu’au .+?\u00a0: nous vous répondrons à partir du /);
    expect(contact).toContain('Fermé · congés jusqu’au');
  });

  it('is not there before it starts', async () => {
    expect((await render('/')).html).not.toMatch(banner);
    expect((await render('/merchant/contact')).html).not.toContain('Nous sommes en congés');
  });
});

describe('renderPage: the products page’s food information', () => {
  it('carries the labels, each product’s allergens in words, where to find them and the Product JSON-LD', async () => {
    const html = (await render('/merchant/products')).html;
    expect(html).toContain('AOP / AOC');
    expect(html).toContain('Contient\u00a0: lait.');
    expect(html).toMatch(/<aside[^>]*aria-label="Allergènes"/);
    const lists = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json ?? '{}') as { '@type'?: string; itemListElement?: { item: { name: string } }[] },
    );
    const catalogue = lists.find((data) => data['@type'] === 'ItemList');
    expect(catalogue?.itemListElement?.map((entry) => entry.item.name)).toContain('Comté AOP 18 mois');
  });
});

describe('renderPage: the products page’s filters in its address', () => {
  it('lists what the address asks for, its filters shown chosen, as the app will hydrate it', async () => {
    const html = (await render('/merchant/products?without=milk&label=aop&sort=price')).html;
    const listed = [...html.matchAll(/<li[^>]*data-search="([^"\n]*)/g)].map(([, name]) => name);
    expect(listed).toEqual(['Côtes-du-Rhône rouge bio']);
    expect(html).toMatch(/<select[^>]*name="without"[^>]*>.*?<option[^>]*value="milk" selected=""/s);
    expect(html).toMatch(/<select[^>]*name="label"[^>]*>.*?<option[^>]*value="aop" selected=""/s);
    expect(html).toMatch(/<select[^>]*name="sort"[^>]*>.*?<option[^>]*value="price" selected=""/s);
    expect(html).toContain('>1 produit<');
  });
});

describe('renderPage: the home’s events', () => {
  it('carry their agenda file, their places and schema.org Events in the HTML', async () => {
    const html = (await render('/')).html;
    expect(html).toMatch(/<a[^>]*href="data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
    expect(html).toContain('4 participants · 4 places restantes');
    expect(html).toMatch(/"@type":"Event","name":"Atelier\u00a0: composer son panier gourmand"/);
  });
});

describe('renderPage: « L’ardoise du jour »', () => {
  it('is at the top of the home and products pages, and has its own page to share', async () => {
    for (const url of ['/', '/merchant/products']) {
      expect((await render(url)).html).toMatch(
        /<aside[^>]*aria-label="L’ardoise du jour"[^>]*>.*?Velouté de potimarron/s,
      );
    }
    const page = await render('/merchant/ardoise');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Velouté de potimarron et tartine au comté');
    expect(title(page.html)).toBe('Velouté de potimarron et tartine au comté — Épicerie du Marché');
    expect(meta(page.html, 'og:image')).toMatch(/^https:\/\/epicerie\.localhost\//);
  });
});

describe('renderPage: the ardoise’s link preview', () => {
  it('is its picture drawn from the title when it has no photo, shown on its page', async () => {
    const card = 'https://cdn.example/sites/piege/images/ardoise.webp';
    await db.set('sites/piege/pages/ardoise', {
      title: 'Blanquette de veau',
      price: 12.5,
      imageUrl: '',
      cardUrl: card,
      date: '2026-11-25',
      until: '23:59',
    });
    const { html } = await render('/merchant/ardoise', 'piege.localhost');
    expect(h1(html)).toBe('Blanquette de veau');
    expect(meta(html, 'og:image')).toBe(card);
    expect(html).toMatch(
      /<img[^>]*alt="Blanquette de veau"[^>]*src="https:\/\/cdn\.example\/sites\/piege\/images\/ardoise\.webp"|<img[^>]*src="https:\/\/cdn\.example\/sites\/piege\/images\/ardoise\.webp"[^>]*alt="Blanquette de veau"/,
    );
  });
});
