import { useCallback, useRef, useState } from 'react';
import type { Refusal } from '@/components/ui/form-refusal';
import { sayDone, sayFailed, type Mutation, type MutationOutcome, type MutationToasts } from './mutation-toasts';

export type { Mutation, MutationOutcome, MutationToasts, ToastText } from './mutation-toasts';

/**
 * The app's one shape of a write from a screen or a form: pending state, success and error
 * toasts, the error logged here once. It touches no form, so a failed save leaves what the user typed in place.
 */
export function useMutation<Args extends unknown[], R>(
  action: (...args: Args) => Promise<R>,
  toasts: MutationToasts<Args, R>,
): Mutation<Args, R> {
  const [running, setRunning] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const latest = useRef({ action, toasts });
  latest.current = { action, toasts };

  const run = useCallback(async (...args: Args): Promise<MutationOutcome<R>> => {
    const { action: write, toasts: texts } = latest.current;
    setRunning((count) => count + 1);
    setRefusal(null);
    try {
      const result = await write(...args);
      sayDone(texts, result, args);
      return { ok: true, result };
    } catch (error) {
      const said = sayFailed(texts, error, args);
      if (said) setRefusal(said);
      return { ok: false };
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);

  return { run, pending: running > 0, refusal };
}
