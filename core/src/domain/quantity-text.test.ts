import { describe, expect, it } from 'vitest';
import { orderLineText, withQuantitiesTogether } from './quantity-text';

describe('withQuantitiesTogether', () => {
  it('keeps a number and its unit together', () => {
    expect(withQuantitiesTogether('Pot de 500 g')).toBe('Pot de 500\u00a0g');
    expect(withQuantitiesTogether('Bouteille 75 cl, 1,5 L ou 6 pièces')).toBe(
      'Bouteille 75\u00a0cl, 1,5\u00a0L ou 6\u00a0pièces',
    );
    expect(withQuantitiesTogether('Pour 4 personnes · 2 parts')).toBe('Pour 4\u00a0personnes · 2\u00a0parts');
  });

  it('leaves alone a number followed by another word', () => {
    expect(withQuantitiesTogether('Lot de 2 grands pots')).toBe('Lot de 2 grands pots');
    expect(withQuantitiesTogether('Comté 18 mois')).toBe('Comté 18 mois');
    expect(withQuantitiesTogether('Menu 3 plats')).toBe('Menu 3 plats');
  });

  it('writes an order line with the count and its sign together', () => {
    expect(orderLineText(2, 'Miel de lavande', 'Pot de 500 g')).toBe('2\u00a0× Miel de lavande — Pot de 500\u00a0g');
  });
});
