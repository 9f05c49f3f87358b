import { describe, expect, it } from 'vitest';
import { formatCents, isCampaignOpen, leftFor, leftText, onlineCents, platformFeeCents } from './campaigns';

const items = [
  { id: 'a', depositAmount: 10 },
  { id: 'b', depositAmount: 0 },
];
const lines = [
  { itemId: 'a', quantity: 2, unitCents: 3250 },
  { itemId: 'b', quantity: 1, unitCents: 999 },
];

describe('campaigns', () => {
  it('is open until the end of its closing day, and only when active', () => {
    expect(isCampaignOpen({ isActive: true, closesOn: '2026-12-20' }, '2026-12-20')).toBe(true);
    expect(isCampaignOpen({ isActive: true, closesOn: '2026-12-20' }, '2026-12-21')).toBe(false);
    expect(isCampaignOpen({ isActive: false, closesOn: '2026-12-20' }, '2026-12-01')).toBe(false);
  });

  it('pays nothing, a share of each line, an amount per unit, or everything online', () => {
    const campaign = { items, depositPercent: 30, depositKind: 'percent' as const };
    expect(onlineCents({ ...campaign, onlinePayment: 'none' }, lines)).toBe(0);
    // 30 % of 65,00 € and of 9,99 € (3,00 € rounded from 2,997).
    expect(onlineCents({ ...campaign, onlinePayment: 'deposit' }, lines)).toBe(1950 + 300);
    expect(onlineCents({ ...campaign, onlinePayment: 'deposit', depositKind: 'amount' }, lines)).toBe(2000);
    expect(onlineCents({ ...campaign, onlinePayment: 'full' }, lines)).toBe(7499);
    // A deposit is never more than the order.
    expect(
      onlineCents(
        { ...campaign, onlinePayment: 'deposit', depositKind: 'amount', items: [{ id: 'a', depositAmount: 50 }] },
        [lines[0]!],
      ),
    ).toBe(6500);
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

  it('writes euros the French way and keeps the platform’s fee within the amount', () => {
    expect(formatCents(123456)).toBe('1\u202f234,56\u00a0€');
    expect(platformFeeCents(2130, 0)).toBe(0);
    expect(platformFeeCents(2130, 2.5)).toBe(53);
  });
});
