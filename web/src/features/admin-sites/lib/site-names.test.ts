import { describe, expect, it } from 'vitest';
import { sameNamedSite } from './site-names';

const SITES = [
  { id: 'epicerie', name: 'Épicerie du Marché' },
  { id: 'traiteur', name: 'Traiteur Saveurs & Co' },
];

describe('sameNamedSite', () => {
  it('finds a site whose name reads the same, accents, case and spaces aside', () => {
    expect(sameNamedSite('  epicerie   du marche ', SITES)).toBe('Épicerie du Marché');
    expect(sameNamedSite('Épicerie du Port', SITES)).toBeNull();
    expect(sameNamedSite('', SITES)).toBeNull();
  });

  it('leaves out the site being renamed', () => {
    expect(sameNamedSite('Épicerie du Marché', SITES, 'epicerie')).toBeNull();
  });
});
