import { z } from 'zod';

/** A trimmed text field of a visitor form, with French messages (zod's own are English). */
export function formText(max: number, min?: { length: number; message: string }) {
  const base = z.string().trim();
  const bounded = min ? base.min(min.length, min.message) : base;
  return bounded.max(max, `${max} caractères maximum`);
}

/** An optional field: empty or missing reads as ''. */
export const optionalFormText = (max: number) => formText(max).default('');
