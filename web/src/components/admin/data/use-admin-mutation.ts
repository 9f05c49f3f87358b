import { useIsMutating, useMutation as useQueryMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import type { Refusal } from '@/components/ui/form-refusal';
import { sayDone, sayFailed, type Mutation, type MutationOutcome, type MutationToasts } from '@/hooks/mutation-toasts';

export interface AdminMutationOptions<Args extends unknown[], R> extends MutationToasts<Args, R> {
  /**
   * What to read again once the write succeeded: the one-shot reads it changes (a callable's answer,
   * a count). A listened read follows the write by itself.
   */
  invalidates?: readonly QueryKey[] | ((result: R, ...args: Args) => readonly QueryKey[]);
}

/**
 * A write from a back-office screen or form, on TanStack Query's mutations: pending while any of
 * its runs is under way, success and error toasts, the error logged here once, and the reads it
 * names refreshed. It touches no form, so a failed save leaves what the user typed in place.
 */
export function useAdminMutation<Args extends unknown[], R>(
  action: (...args: Args) => Promise<R>,
  options: AdminMutationOptions<Args, R>,
): Mutation<Args, R> {
  const client = useQueryClient();
  // Its own key: `pending` counts this hook's runs, overlapping ones included.
  const mutationKey = ['write', useId()];
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const latest = useRef({ action, options });
  latest.current = { action, options };
  const { mutateAsync } = useQueryMutation<R, unknown, Args>({
    mutationKey,
    mutationFn: (args) => latest.current.action(...args),
    onSuccess: async (result, args) => {
      const { invalidates = [] } = latest.current.options;
      const keys = typeof invalidates === 'function' ? invalidates(result, ...args) : invalidates;
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
  const pending = useIsMutating({ mutationKey }) > 0;

  const run = useCallback(
    async (...args: Args): Promise<MutationOutcome<R>> => {
      const texts = latest.current.options;
      setRefusal(null);
      try {
        const result = await mutateAsync(args);
        sayDone(texts, result, args);
        return { ok: true, result };
      } catch (error) {
        const said = sayFailed(texts, error, args);
        if (said) setRefusal(said);
        return { ok: false };
      }
    },
    [mutateAsync],
  );

  return { run, pending, refusal };
}

export type { Mutation, MutationOutcome, MutationToasts, ToastText } from '@/hooks/mutation-toasts';
