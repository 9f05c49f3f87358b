import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './fold-text';

describe('searching French text', () => {
  it('ignores case and accents', () => {
    expect(foldText('Crème BRÛLÉE à l’érable')).toBe('creme brulee a l’erable');
    expect(matchesSearch(['Hélène Lefèvre'], '  LEFEVRE ')).toBe(true);
  });

  it('matches any field, and everything when the query is blank', () => {
    expect(matchesSearch(['Miel', 'Pot de lavande'], 'lavande')).toBe(true);
    expect(matchesSearch(['Miel', 'Pot de lavande'], 'comté')).toBe(false);
    expect(matchesSearch([], '   ')).toBe(true);
  });
});
