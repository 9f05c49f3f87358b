import { useCallback, useRef, useState } from 'react';
import type { Refusal } from '@/components/ui/form-refusal';
import { notify } from '@/components/ui/notify';

/**
 * A toast's text: a string alone (a success's title, or an error's text under the title « Erreur »),
 * or a title with a description under it.
 */
export type ToastText = string | { title: string; description: string };

/** The texts a write shows; functions receive what the write was called with. */
export interface MutationToasts<Args extends unknown[], R> {
  /** Toasted once the write succeeded (nothing when left out or null). */
  success?: ToastText | ((result: R, ...args: Args) => ToastText | null);
  /**
   * The error toast's text. A function may choose it from the error, or return null when the
   * screen shows that error itself (a field message): then nothing is toasted nor logged.
   */
  failure: ToastText | ((error: unknown, ...args: Args) => ToastText | null);
  /**
   * The form says the failure beside its button (`Mutation.refusal`, e.g. a FormDialog's `refusal`)
   * instead of a toast, which a dialog would cover.
   */
  inForm?: boolean;
}

/** What a write came to: its result, or a failure already toasted and logged. */
export type MutationOutcome<R> = { ok: true; result: R } | { ok: false };

/** A write to run from a screen, with whether one is under way. */
export interface Mutation<Args extends unknown[], R> {
  /** Runs the write; never throws. */
  run(...args: Args): Promise<MutationOutcome<R>>;
  pending: boolean;
  /** The last run's failure, until the next run starts: for the form to say it beside its button. */
  refusal: Refusal | null;
}

function toastSuccess(text: ToastText | null): void {
  if (text === null) return;
  if (typeof text === 'string') notify.success(text);
  else notify.success(text.title, text.description);
}

const refusalOf = (text: ToastText): Refusal => (typeof text === 'string' ? { description: text } : { ...text });

function toastFailure(text: ToastText): void {
  if (typeof text === 'string') notify.error(text);
  else notify.error(text.description, text.title);
}

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
      const { success } = texts;
      if (success !== undefined) toastSuccess(typeof success === 'function' ? success(result, ...args) : success);
      return { ok: true, result };
    } catch (error) {
      const message = typeof texts.failure === 'function' ? texts.failure(error, ...args) : texts.failure;
      if (message !== null) {
        console.error(error);
        // A new object each time: a form tells one refusal from the next, even in the same words.
        setRefusal(refusalOf(message));
        if (!texts.inForm) toastFailure(message);
      }
      return { ok: false };
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);

  return { run, pending: running > 0, refusal };
}
