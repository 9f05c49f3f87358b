import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { createAdminQueryClient } from './admin-query-client';
import { useAdminMutation } from './use-admin-mutation';

describe('useAdminMutation', () => {
  let client: QueryClient;
  let logged: ReturnType<typeof vi.spyOn>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  beforeEach(() => {
    client = createAdminQueryClient();
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });

  it('resolves the result, toasts the success chosen from it and refreshes the reads it names', async () => {
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(
      () =>
        useAdminMutation(async (name: string) => `${name}-1`, {
          success: (id, name) => ({ title: 'Succès', description: `${name} créé (${id})` }),
          failure: 'Impossible',
          invalidates: (id) => [['callable', id]],
        }),
      { wrapper },
    );
    let outcome;
    await act(async () => {
      outcome = await result.current.run('site');
    });
    expect(outcome).toEqual({ ok: true, result: 'site-1' });
    expect(notify.success).toHaveBeenCalledWith('Succès', 'site créé (site-1)');
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['callable', 'site-1'] });
    expect(logged).not.toHaveBeenCalled();
  });

  it('is pending while any of its runs is under way', async () => {
    const finishes: (() => void)[] = [];
    const { result } = renderHook(
      () =>
        useAdminMutation(() => new Promise<void>((resolve) => finishes.push(resolve)), {
          success: 'Enregistré',
          failure: 'Non',
        }),
      { wrapper },
    );
    expect(result.current.pending).toBe(false);
    const runs: Promise<unknown>[] = [];
    await act(async () => {
      runs.push(result.current.run(), result.current.run());
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => {
      finishes[1]?.();
      await runs[1];
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finishes[0]?.();
      await runs[0];
    });
    await waitFor(() => expect(result.current.pending).toBe(false));
  });

  it('logs a failure once, toasts it, never throws and refreshes nothing', async () => {
    const error = new Error('permission-denied');
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(
      () => useAdminMutation(() => Promise.reject(error), { failure: 'Une erreur est survenue', invalidates: [['k']] }),
      { wrapper },
    );
    let outcome;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toEqual({ ok: false });
    expect(logged).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(error);
    expect(notify.error).toHaveBeenCalledWith('Une erreur est survenue');
    expect(invalidated).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.pending).toBe(false));
  });

  it('keeps a form’s failure beside its button instead of a toast, until the next run', async () => {
    let fail = true;
    const { result } = renderHook(
      () =>
        useAdminMutation(() => (fail ? Promise.reject(new Error('refusé')) : Promise.resolve()), {
          failure: { title: 'Enregistrement impossible', description: 'Réessayez.' },
          inForm: true,
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    await waitFor(() => expect(result.current.refusal).not.toBeNull());
    expect(result.current.refusal).toEqual({ title: 'Enregistrement impossible', description: 'Réessayez.' });
    expect(notify.error).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
    fail = false;
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.refusal).toBeNull();
  });

  it('neither toasts nor logs an error the screen shows itself', async () => {
    const { result } = renderHook(
      () => useAdminMutation(() => Promise.reject(new Error('already-exists')), { failure: () => null }),
      { wrapper },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(notify.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    expect(result.current.refusal).toBeNull();
  });
});
