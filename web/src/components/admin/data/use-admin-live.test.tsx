import { createStream, type Observer } from '@comptoir/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINGER_MS, createAdminQueryClient, listenerCount } from './admin-query-client';
import { useAdminLive } from './use-admin-live';

function controlledSource() {
  const observers: Observer<number>[] = [];
  let starts = 0;
  let stops = 0;
  const source = () =>
    createStream<number>((observer) => {
      starts += 1;
      observers.push(observer);
      return () => (stops += 1);
    });
  return { source, observers, starts: () => starts, stops: () => stops };
}

describe('useAdminLive', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  beforeEach(() => {
    client = createAdminQueryClient();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is loading, then follows each value the listener sends into the cache', async () => {
    const { source, observers } = controlledSource();
    const { result } = renderHook(() => useAdminLive(['k'], source), { wrapper });
    expect(result.current).toEqual({ status: 'loading' });
    act(() => observers[0]?.next(3));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 3 }));
    act(() => observers[0]?.next(4));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 4 }));
    expect(client.getQueryData(['k'])).toBe(4);
  });

  it('keeps a value sent while the first was still being taken', async () => {
    const { source, observers } = controlledSource();
    const { result } = renderHook(() => useAdminLive(['k'], source), { wrapper });
    act(() => {
      observers[0]?.next(1);
      observers[0]?.next(2);
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 2 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({ status: 'success', data: 2 });
  });

  it('starts one listener per key, shared by every component reading it', async () => {
    const { source, observers, starts } = controlledSource();
    const first = renderHook(() => useAdminLive(['k'], source), { wrapper });
    const second = renderHook(() => useAdminLive(['k'], source), { wrapper });
    act(() => observers[0]?.next(5));
    await waitFor(() => expect(first.result.current.data).toBe(5));
    expect(starts()).toBe(1);
    expect(second.result.current.data).toBe(5);
  });

  it('stops the listener once no component has read the key for the linger time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { source, observers, stops } = controlledSource();
    const { unmount } = renderHook(() => useAdminLive(['k'], source), { wrapper });
    await act(async () => {
      observers[0]?.next(1);
      await vi.advanceTimersByTimeAsync(10);
    });
    unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS - 1));
    expect(stops()).toBe(0);
    // A screen coming back within the linger reuses the listener and its value.
    const again = renderHook(() => useAdminLive(['k'], source), { wrapper });
    expect(again.result.current).toEqual({ status: 'success', data: 1 });
    again.unmount();
    act(() => vi.advanceTimersByTime(LINGER_MS));
    expect(stops()).toBe(1);
    expect(listenerCount(client)).toBe(0);
  });

  it('says a refused listener failed, logs it, and starts it again for the next screen', async () => {
    const { source, observers, starts } = controlledSource();
    const first = renderHook(() => useAdminLive(['k'], source), { wrapper });
    const refused = new Error('permission-denied');
    act(() => observers[0]?.error?.(refused));
    await waitFor(() => expect(first.result.current).toEqual({ status: 'error', error: refused }));
    expect(console.error).toHaveBeenCalledOnce();
    first.unmount();
    const second = renderHook(() => useAdminLive(['k'], source), { wrapper });
    expect(starts()).toBe(2);
    act(() => observers[1]?.next(7));
    await waitFor(() => expect(second.result.current).toEqual({ status: 'success', data: 7 }));
  });

  it('says a listener failing after a value failed too', async () => {
    const { source, observers } = controlledSource();
    const { result } = renderHook(() => useAdminLive(['k'], source), { wrapper });
    act(() => observers[0]?.next(1));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => observers[0]?.error?.(new Error('unavailable')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(listenerCount(client)).toBe(0);
  });

  it('reads nothing while its key is null', () => {
    const { source, starts } = controlledSource();
    const { result } = renderHook(() => useAdminLive(null, source), { wrapper });
    expect(result.current).toEqual({ status: 'loading' });
    expect(starts()).toBe(0);
  });

  it('starts the listener afresh when its key is invalidated (a one-shot read asked again)', async () => {
    const { source, observers, starts, stops } = controlledSource();
    const { result } = renderHook(() => useAdminLive(['count', 'c'], source), { wrapper });
    act(() => observers[0]?.next(1));
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(async () => {
      const invalidated = client.invalidateQueries({ queryKey: ['count'] });
      observers[1]?.next(2);
      await invalidated;
    });
    expect(starts()).toBe(2);
    expect(stops()).toBe(1);
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 2 }));
  });
});
