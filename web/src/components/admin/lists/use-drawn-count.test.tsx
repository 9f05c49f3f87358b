import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_DRAWN, useDrawnCount } from './use-drawn-count';

/** Notes how many items each render of a list draws. */
function drawing() {
  const counts: number[] = [];
  function List({ length }: { length: number }) {
    counts.push(useDrawnCount(length));
    return null;
  }
  return { counts, List };
}

describe('useDrawnCount', () => {
  it('draws a long list’s first items with the screen, then every item straight after', () => {
    const { counts, List } = drawing();
    render(<List length={FIRST_DRAWN + 15} />);
    expect(counts[0]).toBe(FIRST_DRAWN);
    expect(counts.at(-1)).toBe(FIRST_DRAWN + 15);
  });

  it('draws a short list whole at once, and a page further whole once the list is drawn', () => {
    const { counts, List } = drawing();
    const { rerender } = render(<List length={4} />);
    expect(counts).toEqual([4]);
    rerender(<List length={FIRST_DRAWN + 5} />);
    expect(counts.at(-1)).toBe(FIRST_DRAWN + 5);
    const rendered = counts.length;
    rerender(<List length={FIRST_DRAWN + 30} />);
    expect(counts.slice(rendered)).toEqual([FIRST_DRAWN + 30]);
  });
});
