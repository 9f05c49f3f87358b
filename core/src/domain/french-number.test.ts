import { describe, expect, it } from 'vitest';
import { formatNumber, groupDigits, quantityText } from './french-number';

const NNBSP = '\u202f';

describe('numbers as French writes them', () => {
  it('groups thousands with a narrow no-break space and writes a decimal comma', () => {
    expect(formatNumber(5000)).toBe(`5${NNBSP}000`);
    expect(formatNumber(4845)).toBe(`4${NNBSP}845`);
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.5, { maximumFractionDigits: 1 })).toBe('12,5');
  });

  it('says a count with its noun', () => {
    expect(quantityText(1, 'demande', 'demandes')).toBe('1 demande');
    expect(quantityText(0, 'demande', 'demandes')).toBe('0 demande');
    expect(quantityText(4845, 'demande', 'demandes')).toBe(`4${NNBSP}845 demandes`);
  });

  it('groups the whole numbers of a free text, and leaves the rest as typed', () => {
    expect(groupDigits('5771 €')).toBe(`5${NNBSP}771 €`);
    expect(groupDigits('Entre 1500 et 12000 euros')).toBe(`Entre 1${NNBSP}500 et 12${NNBSP}000 euros`);
    expect(groupDigits('5771,50 €')).toBe(`5${NNBSP}771,50 €`);
    expect(groupDigits('1 200 €')).toBe('1 200 €');
    expect(groupDigits('30 € par semaine')).toBe('30 € par semaine');
    expect(groupDigits('0612')).toBe('0612');
    expect(groupDigits('12,5000')).toBe('12,5000');
  });
});
