import { describe, expect, it } from 'vitest';
import { wrapLines } from './ardoise-card-image';

// One unit of width per character: lines of at most 12 characters.
const measure = (line: string) => line.length;

describe('the ardoise’s preview picture: its title in lines', () => {
  it('breaks between words, never inside one that fits', () => {
    expect(wrapLines('Velouté de potimarron et tartine au comté', 12, measure, 5)).toEqual([
      'Velouté de',
      'potimarron',
      'et tartine',
      'au comté',
    ]);
  });

  it('keeps at most the lines asked, the last one cut with an ellipsis that fits', () => {
    const lines = wrapLines('Velouté de potimarron et tartine au comté', 12, measure, 2);
    expect(lines).toEqual(['Velouté de', 'potimarron…']);
    expect(lines.every((line) => line.length <= 12)).toBe(true);
  });
});
