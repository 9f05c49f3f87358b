import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value';

describe('sameValue', () => {
  it('compares plain data by structure, dates by instant', () => {
    const at = '2026-11-26T10:00:00.000Z';
    expect(sameValue({ a: [1, { b: new Date(at) }], c: 'x' }, { c: 'x', a: [1, { b: new Date(at) }] })).toBe(true);
    expect(sameValue({ a: [1, { b: new Date(at) }] }, { a: [1, { b: new Date(0) }] })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue({ a: 1 }, { a: '1' })).toBe(false);
    expect(sameValue({ a: null }, { a: {} })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(new Date(at), at)).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('takes a key holding undefined as absent (as after JSON)', () => {
    expect(sameValue({ a: 1, note: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1, note: undefined }, { a: 1, note: '' })).toBe(false);
  });
});
