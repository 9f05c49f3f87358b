import { describe, expect, it } from 'vitest';
import { pagedQueryConstraints } from './paged-query';

const BUILDERS = {
  where: (...args: unknown[]) => ['where', ...args],
  orderBy: (...args: unknown[]) => ['orderBy', ...args],
  limit: (...args: unknown[]) => ['limit', ...args],
  orderById: (...args: unknown[]) => ['orderById', ...args],
  start: (...args: unknown[]) => ['start', ...args],
};

describe('pagedQueryConstraints', () => {
  it('orders by id in the last field’s direction before a cursor, which names the id last, then limits', () => {
    const at = new Date('2025-01-01T00:00:00.000Z');
    const spec = {
      where: [['isViewed', '==', false]],
      orderBy: [['createdAt', 'desc']],
      start: { values: [at], id: 'q7', inclusive: false },
      limit: 25,
    } as const;
    expect(pagedQueryConstraints(spec, BUILDERS)).toEqual([
      ['where', 'isViewed', '==', false],
      ['orderBy', 'createdAt', 'desc'],
      ['orderById', 'desc'],
      ['start', [at, 'q7'], false],
      ['limit', 25],
    ]);
  });

  it('is the plain constraints without a cursor', () => {
    expect(pagedQueryConstraints({ orderBy: [['name', 'asc']], limit: 3 }, BUILDERS)).toEqual([
      ['orderBy', 'name', 'asc'],
      ['limit', 3],
    ]);
  });

  it('refuses a cursor without an order', () => {
    expect(() => pagedQueryConstraints({ start: { values: [], id: 'a', inclusive: true } }, BUILDERS)).toThrow();
  });
});
