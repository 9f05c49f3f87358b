import { describe, expect, it } from 'vitest';
import { formatCents, onlineCents, platformFeeCents } from './order-amounts';

const items = [
  { id: 'a', depositAmount: 10 },
  { id: 'b', depositAmount: 0 },
];
const lines = [
  { itemId: 'a', quantity: 2, unitCents: 3250 },
  { itemId: 'b', quantity: 1, unitCents: 999 },
];

describe('order amounts', () => {
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

  it('writes euros the French way and keeps the platform’s fee within the amount', () => {
    expect(formatCents(123456)).toBe('1\u202f234,56\u00a0€');
    expect(platformFeeCents(2130, 0)).toBe(0);
    expect(platformFeeCents(2130, 2.5)).toBe(53);
  });
});
