import { z } from 'zod';
import { LIMITS } from './common';

/** A trimmed text field of a visitor form, with French messages (zod's own are English). */
export function formText(max: number, min?: { length: number; message: string }) {
  const base = z.string().trim();
  const bounded = min ? base.min(min.length, min.message) : base;
  return bounded.max(max, `${max} caractères maximum`);
}

/** An optional field: empty or missing reads as ''. */
export const optionalFormText = (max: number) => formText(max).default('');

/** A required email of a visitor's form: its own message when empty, 'Adresse email invalide' else. */
export const visitorEmail = (emptyMessage: string) =>
  z
    .string()
    .trim()
    .min(1, emptyMessage)
    .pipe(z.email('Adresse email invalide').max(LIMITS.email, 'Adresse email invalide'));
