import { describe, expect, it } from 'vitest';
import { orderTermsSections } from './order-terms';

const NOEL = {
  title: 'Commandes de Noël',
  closesOn: '2026-12-22',
  onlinePayment: 'deposit',
  depositKind: 'percent',
  depositPercent: 30,
  depositLegal: 'arrhes',
  holdCard: false,
} as const;
const text = (sections: ReturnType<typeof orderTermsSections>) =>
  sections
    .flatMap((section) => [section.heading, ...section.blocks.map((block) => ('text' in block ? block.text : ''))])
    .join('\n');

describe('orderTermsSections', () => {
  it('says a deposit’s share, that it is arrhes, and that perishable food has no withdrawal', () => {
    const terms = text(orderTermsSections([NOEL]));
    expect(terms).toContain('Commandes en ligne\u00a0: Commandes de Noël');
    expect(terms).toContain('jusqu’au 22 décembre 2026 inclus');
    expect(terms).toContain('30\u00a0% du montant de la commande');
    expect(terms).toContain('sont des arrhes');
    expect(terms).toContain('droit de rétractation de 14\u00a0jours');
  });

  it('says acompte when the owner chose it, and nothing of a deposit when everything or nothing is paid online', () => {
    expect(text(orderTermsSections([{ ...NOEL, depositLegal: 'acompte' }]))).toContain('sont un acompte');
    const full = text(orderTermsSections([{ ...NOEL, onlinePayment: 'full' }]));
    expect(full).toContain('la totalité de la commande');
    expect(full).not.toContain('arrhes');
    const none = text(orderTermsSections([{ ...NOEL, onlinePayment: 'none', holdCard: true }]));
    expect(none).toContain('se règle en boutique');
    expect(none).not.toContain('Stripe');
    expect(none).not.toContain('réservé sur votre carte');
  });
});
