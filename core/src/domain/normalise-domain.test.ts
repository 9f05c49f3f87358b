import { describe, expect, it } from 'vitest';
import { domainVariants, isValidDomain, normaliseDomain } from './normalise-domain';

describe('normaliseDomain', () => {
  it.each([
    ['  Epicerie-Du-Marche.FR  ', 'epicerie-du-marche.fr'],
    ['https://www.epicerie-du-marche.fr', 'epicerie-du-marche.fr'],
    ['http://epicerie-du-marche.fr/', 'epicerie-du-marche.fr'],
    ['WWW.traiteur.fr', 'traiteur.fr'],
    ['https://boutique.fr:443/contact?x=1#top', 'boutique.fr'],
    ['epicerie.fr.', 'epicerie.fr'],
    ['www2.epicerie.fr', 'www2.epicerie.fr'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it('strips only a leading www.', () => {
    expect(normaliseDomain('shop.www.example.fr')).toBe('shop.www.example.fr');
  });
});

describe('domainVariants', () => {
  it('gives the bare domain and its www. variant', () => {
    expect(domainVariants('https://www.Epicerie.fr')).toEqual(['epicerie.fr', 'www.epicerie.fr']);
  });
});

describe('isValidDomain', () => {
  it('accepts host names and refuses anything else', () => {
    expect(isValidDomain('epicerie-du-marche.fr')).toBe(true);
    expect(isValidDomain('epicerie.localhost')).toBe(true);
    expect(isValidDomain('')).toBe(false);
    expect(isValidDomain('bad domain.fr')).toBe(false);
    expect(isValidDomain('a/b.fr')).toBe(false);
    expect(isValidDomain('-x.fr')).toBe(false);
  });
});
