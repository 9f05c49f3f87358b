import { describe, expect, it } from 'vitest';
import { SEARCH_KEY_MAX, accountSearchKeys, searchKeyOf, siteSearchKeys } from './search-keys';

const finds = (keys: readonly string[], typed: string) => {
  const key = searchKeyOf(typed);
  return key !== null && keys.includes(key);
};

describe('search keys', () => {
  it('finds a site by the beginning of any word of its name, whatever the case and accents', () => {
    const keys = siteSearchKeys('Épicerie du Marché', []);
    expect(['épi', 'EPICERIE', 'epicerie du', 'du mar', 'Marché', 'marche'].every((typed) => finds(keys, typed))).toBe(
      true,
    );
    expect(finds(keys, 'picerie')).toBe(false);
    expect(finds(keys, 'arché')).toBe(false);
  });

  it('reads punctuation as a space and spells œ out', () => {
    const keys = siteSearchKeys('Bœuf & Cie — Saint-Jean', []);
    expect(finds(keys, 'boeuf')).toBe(true);
    expect(finds(keys, 'saint jean')).toBe(true);
    expect(finds(keys, 'Saint-Jean')).toBe(true);
    expect(finds(keys, 'cie saint')).toBe(true);
  });

  it('finds a site by the beginning of each of its domains, not by a word inside one', () => {
    const keys = siteSearchKeys('Chez Léa', ['epicerie-du-marche.fr', 'www.epicerie-du-marche.fr']);
    expect(finds(keys, 'epicerie-du')).toBe(true);
    expect(finds(keys, 'epicerie-du-marche.fr')).toBe(true);
    expect(finds(keys, 'www.epi')).toBe(true);
    expect(finds(keys, 'marche')).toBe(false);
  });

  it('finds an account by the beginning of its address', () => {
    const keys = accountSearchKeys('Camille.Martin@example.fr');
    expect(finds(keys, 'camille')).toBe(true);
    expect(finds(keys, 'camille.martin@ex')).toBe(true);
    expect(finds(keys, 'martin')).toBe(false);
  });

  it('asks nothing under two characters, and a long search by its first characters', () => {
    expect(searchKeyOf(' é ')).toBeNull();
    expect(searchKeyOf('--')).toBeNull();
    const long = 'Boulangerie pâtisserie du vieux port de Marseille';
    const key = searchKeyOf(long);
    expect(key?.length).toBeLessThanOrEqual(SEARCH_KEY_MAX);
    expect(finds(siteSearchKeys(long, []), long)).toBe(true);
  });

  it('stores each key once, none longer than the longest asked, none ending with a space', () => {
    const keys = siteSearchKeys('Le Marché du marché de la place du marché', ['marche.fr']);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => key.length >= 2 && key.length <= SEARCH_KEY_MAX && !key.endsWith(' '))).toBe(true);
  });
});
