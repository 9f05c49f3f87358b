import { describe, expect, it } from 'vitest';
import { isCampaignOpen, leftFor, leftText } from './campaigns';

describe('campaigns', () => {
  it('is open until the end of its closing day, and only when active', () => {
    expect(isCampaignOpen({ isActive: true, closesOn: '2026-12-20' }, '2026-12-20')).toBe(true);
    expect(isCampaignOpen({ isActive: true, closesOn: '2026-12-20' }, '2026-12-21')).toBe(false);
    expect(isCampaignOpen({ isActive: false, closesOn: '2026-12-20' }, '2026-12-01')).toBe(false);
  });

  it('says what is left per day when few are, and « Complet » when none', () => {
    const item = { id: 'a', capacityPerDay: 10 };
    const stock = { taken: { '2026-12-24': { a: 7 }, '2026-12-31': { a: 10 } } };
    expect(leftFor(item, stock, '2026-12-24')).toBe(3);
    expect(leftFor(item, null, '2026-12-24')).toBe(10);
    expect(leftText(3, '2026-12-24')).toBe('Plus que 3 pour le 24 décembre');
    expect(leftText(leftFor(item, stock, '2026-12-31'), '2026-12-31')).toBe('Complet le 31 décembre');
    expect(leftText(10, '2026-12-24')).toBeNull();
  });
});
