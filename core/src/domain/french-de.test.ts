import { describe, expect, it } from 'vitest';
import { deName, dePrefix } from './french-de';

describe('deName', () => {
  it('elides « de » before a vowel, accented or not', () => {
    expect(deName('Épicerie du Marché')).toBe('d’Épicerie du Marché');
    expect(deName('atelier Lumière')).toBe('d’atelier Lumière');
    expect(deName('Œnothèque du Vieux-Port')).toBe('d’Œnothèque du Vieux-Port');
  });

  it('keeps « de » before a consonant or an h', () => {
    expect(deName('Traiteur Saveurs & Co')).toBe('de Traiteur Saveurs & Co');
    expect(deName('Halles de Lyon')).toBe('de Halles de Lyon');
  });

  it('gives the article alone for a styled name', () => {
    expect(dePrefix('Épicerie du Marché')).toBe('d’');
    expect(dePrefix('Boutique Vide')).toBe('de ');
  });
});
