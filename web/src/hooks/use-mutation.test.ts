import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { useMutation } from './use-mutation';

describe('useMutation', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('resolves the result and toasts the success text chosen from it', async () => {
    const { result } = renderHook(() =>
      useMutation(async (name: string) => `${name}-1`, {
        success: (id, name) => ({ title: 'Succès', description: `${name} créé (${id})` }),
        failure: 'Impossible',
      }),
    );
    let outcome;
    await act(async () => {
      outcome = await result.current.run('site');
    });
    expect(outcome).toEqual({ ok: true, result: 'site-1' });
    expect(notify.success).toHaveBeenCalledWith('Succès', 'site créé (site-1)');
    expect(notify.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('is pending while the write runs', async () => {
    let finish: () => void = () => undefined;
    const { result } = renderHook(() =>
      useMutation(() => new Promise<void>((resolve) => (finish = resolve)), { success: 'Enregistré', failure: 'Non' }),
    );
    expect(result.current.pending).toBe(false);
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.pending).toBe(false);
    expect(notify.success).toHaveBeenCalledWith('Enregistré');
  });

  it('logs a failure once, toasts its text and never throws', async () => {
    const error = new Error('permission-denied');
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(error), { success: 'Enregistré', failure: 'Une erreur est survenue' }),
    );
    let outcome;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toEqual({ ok: false });
    expect(logged).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(error);
    expect(notify.error).toHaveBeenCalledWith('Une erreur est survenue');
    expect(notify.success).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });

  it('keeps a failure for the form to say beside its button, instead of a toast, until the next run', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useMutation(() => (fail ? Promise.reject(new Error('refusé')) : Promise.resolve()), {
        failure: 'Impossible d’enregistrer',
        inForm: true,
      }),
    );
    expect(result.current.refusal).toBeNull();
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.refusal).toEqual({ description: 'Impossible d’enregistrer' });
    expect(notify.error).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledOnce();
    fail = false;
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.refusal).toBeNull();
  });

  it('gives an error toast a title of its own when asked', async () => {
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(new Error('Mot de passe incorrect.')), {
        failure: (error) => ({ title: 'Échec', description: String(error) }),
      }),
    );
    await act(async () => {
      await result.current.run();
    });
    expect(notify.error).toHaveBeenCalledWith('Error: Mot de passe incorrect.', 'Échec');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('lets the caller choose the failure text, or show the error itself', async () => {
    class Taken extends Error {}
    const { result } = renderHook(() =>
      useMutation((taken: boolean) => Promise.reject(taken ? new Taken('pris') : new Error('réseau')), {
        failure: (error) => (error instanceof Taken ? null : `Échec : ${String(error)}`),
      }),
    );
    await act(async () => {
      await result.current.run(true);
    });
    expect(notify.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.run(false);
    });
    expect(notify.error).toHaveBeenCalledWith('Échec : Error: réseau');
    expect(logged).toHaveBeenCalledOnce();
  });
});
