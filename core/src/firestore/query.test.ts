import { describe, expect, it } from 'vitest';
import { queryConstraints } from './query';

const BUILDERS = {
  where: (...args: unknown[]) => ['where', ...args],
  orderBy: (...args: unknown[]) => ['orderBy', ...args],
  limit: (...args: unknown[]) => ['limit', ...args],
};

describe('queryConstraints', () => {
  it('lists the filters, then the orders, then the limit', () => {
    const before = new Date('2025-01-01T00:00:00.000Z');
    const spec = {
      limit: 3,
      orderBy: [
        ['orderIndex', 'asc'],
        ['name', 'desc'],
      ],
      where: [
        ['isActive', '==', true],
        ['createdAt', '<', before],
      ],
    } as const;
    expect(queryConstraints(spec, BUILDERS)).toEqual([
      ['where', 'isActive', '==', true],
      ['where', 'createdAt', '<', before],
      ['orderBy', 'orderIndex', 'asc'],
      ['orderBy', 'name', 'desc'],
      ['limit', 3],
    ]);
  });

  it('gives no constraints for an empty spec, and keeps a limit of 0', () => {
    expect(queryConstraints({}, BUILDERS)).toEqual([]);
    expect(queryConstraints({ limit: 0 }, BUILDERS)).toEqual([['limit', 0]]);
  });
});
