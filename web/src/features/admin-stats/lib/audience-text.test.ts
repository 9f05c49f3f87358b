import { describe, expect, it } from 'vitest';
import { changeText, ranked, shareText } from './audience-text';

describe('audience figures in French', () => {
  it('says the change and the shares in French', () => {
    expect(changeText(112, 100)).toBe('+12\u00a0%');
    expect(changeText(95, 100)).toBe('−5\u00a0%');
    expect(changeText(100, 100)).toBe('=');
    expect(changeText(10, 0)).toBeNull();
    expect(shareText(1, 8)).toBe('13\u00a0%');
    expect(shareText(3, 40)).toBe('7,5\u00a0%');
    expect(shareText(0, 0)).toBe('0\u00a0%');
    expect(ranked({ b: 2, a: 2, c: 5 })).toEqual([
      ['c', 5],
      ['a', 2],
      ['b', 2],
    ]);
  });
});
