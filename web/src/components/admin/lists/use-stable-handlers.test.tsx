import { render } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { useStableHandlers } from './use-stable-handlers';

describe('useStableHandlers', () => {
  it('keeps the handlers’ identity across renders, so a memoised row is not drawn again', () => {
    const rowRenders: number[] = [];
    const Row = memo(function Row({ onPick }: { onPick(value: number): void }) {
      rowRenders.push(1);
      return <button onClick={() => onPick(1)}>Choisir</button>;
    });
    const seen: unknown[] = [];
    function Screen({ offset }: { offset: number }) {
      const handlers = useStableHandlers({ pick: (value: number) => value + offset });
      seen.push(handlers.pick);
      return <Row onPick={handlers.pick} />;
    }
    const { rerender } = render(<Screen offset={0} />);
    rerender(<Screen offset={10} />);
    rerender(<Screen offset={20} />);
    expect(new Set(seen).size).toBe(1);
    expect(rowRenders).toHaveLength(1);
  });

  it('calls the latest render’s handler, with its arguments and result', () => {
    const handlers: { add(value: number): number }[] = [];
    function Screen({ offset }: { offset: number }) {
      handlers.push(useStableHandlers({ add: (value: number) => value + offset }));
      return null;
    }
    const { rerender } = render(<Screen offset={1} />);
    const [first] = handlers;
    expect(first?.add(1)).toBe(2);
    rerender(<Screen offset={100} />);
    expect(first?.add(1)).toBe(101);
  });
});
