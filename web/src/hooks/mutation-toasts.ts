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

/** Toasts a write's success text, if it has one. */
export function sayDone<Args extends unknown[], R>(texts: MutationToasts<Args, R>, result: R, args: Args): void {
  const { success } = texts;
  if (success !== undefined) toastSuccess(typeof success === 'function' ? success(result, ...args) : success);
}

/**
 * Says a write's failure: logged once, toasted unless the form says it, and returned as the form's
 * refusal; null when the screen shows that error itself.
 */
export function sayFailed<Args extends unknown[], R>(
  texts: MutationToasts<Args, R>,
  error: unknown,
  args: Args,
): Refusal | null {
  const message = typeof texts.failure === 'function' ? texts.failure(error, ...args) : texts.failure;
  if (message === null) return null;
  console.error(error);
  if (!texts.inForm) toastFailure(message);
  // A new object each time: a form tells one refusal from the next, even in the same words.
  return refusalOf(message);
}
