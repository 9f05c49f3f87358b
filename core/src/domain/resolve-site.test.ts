import { describe, expect, it, vi } from 'vitest';
import { isLookupExcluded, lookupCandidates, resolveSite } from './resolve-site';

const mappings: Record<string, string> = {
  'epicerie-du-marche.fr': 'epicerie-du-marche',
  'traiteur.localhost': 'traiteur-saveurs',
};
const lookup = (host: string) => Promise.resolve(mappings[host] ?? null);

describe('isLookupExcluded', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '192.168.1.20',
    '[::1]',
    'comptoir.web.app',
    'comptoir--pr-12-abc.web.app',
    'comptoir.firebaseapp.com',
  ])('excludes %s', (host) => expect(isLookupExcluded(host)).toBe(true));

  it.each(['epicerie-du-marche.fr', 'www.epicerie-du-marche.fr', 'epicerie.localhost'])('looks %s up', (host) =>
    expect(isLookupExcluded(host)).toBe(false),
  );
});

describe('lookupCandidates', () => {
  it('retries without www.', () => {
    expect(lookupCandidates('WWW.Epicerie-du-marche.fr')).toEqual([
      'www.epicerie-du-marche.fr',
      'epicerie-du-marche.fr',
    ]);
  });

  it('tries a bare host once', () => {
    expect(lookupCandidates('epicerie.localhost')).toEqual(['epicerie.localhost']);
  });
});

describe('resolveSite', () => {
  it('lets the site query parameter win over the domain', async () => {
    const spy = vi.fn(lookup);
    await expect(
      resolveSite({ search: '?site=boutique-vide', hostname: 'epicerie-du-marche.fr' }, spy),
    ).resolves.toEqual({
      siteId: 'boutique-vide',
      customDomain: false,
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('finds a www. host through its bare mapping', async () => {
    await expect(resolveSite({ search: '', hostname: 'www.epicerie-du-marche.fr' }, lookup)).resolves.toEqual({
      siteId: 'epicerie-du-marche',
      customDomain: true,
    });
  });

  it('never looks up localhost or an IP address', async () => {
    const spy = vi.fn(lookup);
    await expect(resolveSite({ search: '', hostname: 'localhost' }, spy)).resolves.toBeNull();
    await expect(resolveSite({ search: '', hostname: '127.0.0.1' }, spy)).resolves.toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('gives null for an unknown domain', async () => {
    await expect(resolveSite({ search: '', hostname: 'inconnu.fr' }, lookup)).resolves.toBeNull();
  });

  it('ignores a blank site parameter', async () => {
    await expect(resolveSite({ search: '?site=%20', hostname: 'traiteur.localhost' }, lookup)).resolves.toEqual({
      siteId: 'traiteur-saveurs',
      customDomain: true,
    });
  });
});
