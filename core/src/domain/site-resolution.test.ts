import { describe, expect, it, vi } from 'vitest';
import { isPlatformHost, platformOf } from './platform';
import { readHost, requestPath, resolveRequestSite, siteParam } from './site-resolution';

const mappings: Record<string, string> = {
  'epicerie.fr': 'epicerie',
  'www.epicerie.fr': 'epicerie',
  'ferme.fr': 'ferme',
  'traiteur.localhost': 'traiteur',
};
const lookup = (host: string) => Promise.resolve(mappings[host] ?? null);

const PRODUCTION = platformOf({ appUrl: 'https://comptoir.fr', projectId: 'comptoir-prod', local: false });
const LOCAL = platformOf({ appUrl: 'http://127.0.0.1:5173', projectId: 'demo-comptoir', local: true });

const resolve = (
  host: string,
  site: string | null = null,
  platform = PRODUCTION,
  protocol: 'http' | 'https' = 'https',
) => resolveRequestSite({ host, protocol, site }, platform, lookup);

describe('platformOf and isPlatformHost', () => {
  it('takes the address of APP_URL and the project’s Hosting domains', () => {
    expect(PRODUCTION).toEqual({
      origin: 'https://comptoir.fr',
      hosts: ['comptoir.fr', 'comptoir-prod.web.app', 'comptoir-prod.firebaseapp.com'],
      local: false,
    });
  });

  it.each([
    'comptoir.fr',
    'comptoir-prod.web.app',
    'comptoir-prod.firebaseapp.com',
    'comptoir-prod--pr-12-ab3.web.app',
  ])('knows %s as the platform’s', (host) => expect(isPlatformHost(host, PRODUCTION)).toBe(true));

  it.each([
    'localhost',
    '127.0.0.1',
    'attacker.web.app',
    'attacker--comptoir-prod.web.app',
    'comptoir-prod-x--a.web.app',
    'www.comptoir.fr',
  ])('does not know %s in production', (host) => expect(isPlatformHost(host, PRODUCTION)).toBe(false));

  it('knows the loopback hosts only locally, never a *.localhost', () => {
    expect(['localhost', '127.0.0.1', 'epicerie.localhost'].map((host) => isPlatformHost(host, LOCAL))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('resolveRequestSite: a mapped shop domain', () => {
  it('shows the mapping’s site under the mapping’s host, in https, without a port', async () => {
    await expect(resolve('Epicerie.FR:8443')).resolves.toEqual({
      siteId: 'epicerie',
      customDomain: true,
      origin: 'https://epicerie.fr',
    });
  });

  it('ignores ?site= naming another shop', async () => {
    await expect(resolve('epicerie.fr', 'ferme')).resolves.toEqual({
      siteId: 'epicerie',
      customDomain: true,
      origin: 'https://epicerie.fr',
    });
  });

  it('names the key the mapping found: a www. host mapped only bare gets the bare host', async () => {
    await expect(resolve('www.ferme.fr')).resolves.toMatchObject({ siteId: 'ferme', origin: 'https://ferme.fr' });
    await expect(resolve('www.epicerie.fr')).resolves.toMatchObject({ origin: 'https://www.epicerie.fr' });
  });

  it('keeps the visited port and scheme locally', async () => {
    await expect(resolve('traiteur.localhost:5000', 'epicerie', LOCAL, 'http')).resolves.toEqual({
      siteId: 'traiteur',
      customDomain: true,
      origin: 'http://traiteur.localhost:5000',
    });
  });
});

describe('resolveRequestSite: the platform’s hosts', () => {
  it('shows the site ?site= names under the visited platform host, without looking a mapping up', async () => {
    const spy = vi.fn(lookup);
    await expect(
      resolveRequestSite({ host: 'comptoir-prod.web.app', protocol: 'https', site: ' ferme ' }, PRODUCTION, spy),
    ).resolves.toEqual({ siteId: 'ferme', customDomain: false, origin: 'https://comptoir-prod.web.app' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('is the landing page without ?site= (or a blank one)', async () => {
    await expect(resolve('comptoir.fr', '  ')).resolves.toEqual({
      siteId: null,
      customDomain: false,
      origin: 'https://comptoir.fr',
    });
  });

  it('locally, 127.0.0.1 and localhost with their port', async () => {
    await expect(resolve('127.0.0.1:5000', 'epicerie', LOCAL, 'http')).resolves.toMatchObject({
      siteId: 'epicerie',
      origin: 'http://127.0.0.1:5000',
    });
  });
});

describe('resolveRequestSite: any other host (forged or unmapped)', () => {
  it.each([
    ['attacker.test', null],
    ['attacker.test', 'epicerie'],
    ['inconnu.fr:5000', null],
    ['attacker.web.app', 'ferme'],
    ['127.0.0.1', 'epicerie'],
    ['localhost', null],
    ['comptoir-prod.web.app.attacker.test', null],
  ])('%s (?site=%s) is the landing page under the platform’s address', async (host, site) => {
    await expect(resolve(host, site)).resolves.toEqual({
      siteId: null,
      customDomain: false,
      origin: 'https://comptoir.fr',
    });
  });

  it('locally, an unmapped *.localhost gets the platform’s local address', async () => {
    await expect(resolve('nouveau.localhost:5000', 'epicerie', LOCAL, 'http')).resolves.toEqual({
      siteId: null,
      customDomain: false,
      origin: 'http://127.0.0.1:5173',
    });
  });

  it.each(['evil.fr"><script>', 'evil.fr/<script>', 'a b', '', 'x.fr:99999999', '[::1]:80', 'a..b', 'user@evil.fr'])(
    'refuses the host header %j',
    async (host) => {
      await expect(resolve(host)).resolves.toBeNull();
      expect(readHost(host)).toBeNull();
    },
  );
});

describe('requestPath', () => {
  it.each([
    ['//evil.test/x?site=a', '/evil.test/x?site=a'],
    ['///epicerie.localhost/', '/epicerie.localhost/'],
    ['/\\evil.test/', '/evil.test/'],
    ['/\t/evil.test/', '/evil.test/'],
    ['/merchant/about?site=a', '/merchant/about?site=a'],
    ['', '/'],
  ])('%j → %j, a path on the visited host', (url, path) => {
    expect(requestPath(url)).toBe(path);
    expect(new URL(requestPath(url), 'https://epicerie.fr').host).toBe('epicerie.fr');
  });
});

describe('siteParam', () => {
  it('reads ?site= trimmed, or nothing', () => {
    expect([siteParam('?site=%20ferme%20'), siteParam('?x=1'), siteParam('')]).toEqual(['ferme', '', '']);
  });
});
