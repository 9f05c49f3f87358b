import { describe, expect, it, vi } from 'vitest';
import { findMapping, isLookupExcluded, lookupCandidates } from './site-resolution';

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

describe('findMapping', () => {
  it('finds a www. host through its bare mapping, and names the key it found', async () => {
    await expect(findMapping('www.epicerie-du-marche.fr', lookup)).resolves.toEqual({
      siteId: 'epicerie-du-marche',
      host: 'epicerie-du-marche.fr',
    });
  });

  it('never looks up localhost or an IP address', async () => {
    const spy = vi.fn(lookup);
    await expect(findMapping('localhost', spy)).resolves.toBeNull();
    await expect(findMapping('127.0.0.1', spy)).resolves.toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('gives null for an unknown domain', async () => {
    await expect(findMapping('inconnu.fr', lookup)).resolves.toBeNull();
  });
});
