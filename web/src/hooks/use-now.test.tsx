import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow, useToday } from './use-now';

afterEach(() => vi.useRealTimers());

/** Notes what each render of a component using `hook` got. */
function rendering<T>(hook: () => T) {
  const values: T[] = [];
  function Probe() {
    values.push(hook());
    return null;
  }
  return { values, Probe };
}

describe('useNow and useToday', () => {
  it('draw a date-only component again when the date changes, not every minute', () => {
    // 23:58 in Paris (UTC+1 in winter).
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-28T22:58:00Z') });
    const today = rendering(useToday);
    const now = rendering(useNow);
    render(
      <>
        <today.Probe />
        <now.Probe />
      </>,
    );
    expect(today.values).toEqual(['2026-11-28']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(today.values).toEqual(['2026-11-28']);
    expect(now.values.at(-1)?.minutes).toBe(23 * 60 + 59);
    act(() => vi.advanceTimersByTime(60_000));
    expect(today.values).toEqual(['2026-11-28', '2026-11-29']);
    expect(now.values.at(-1)?.minutes).toBe(0);
  });
});
