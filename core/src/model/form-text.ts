import { z } from 'zod';
import { LIMITS } from './common';
import { LINK_LIKE } from './reservations';

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

/**
 * A first name as a customer's email greets it: letters (accents included), spaces, hyphens and
 * apostrophes — no digit, no `@`, no `://`, nothing a link or an address needs.
 */
export const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
export const MAX_FIRST_NAME = 50;
export const FIRST_NAME_MESSAGES = {
  short: 'Le prénom doit contenir au moins 2 caractères',
  letters: 'Le prénom ne peut contenir que des lettres, des espaces, des tirets et des apostrophes',
};

/** The first name of a form whose sender the platform emails (the reservation form). */
export const firstNameField = () =>
  formText(MAX_FIRST_NAME, { length: 2, message: FIRST_NAME_MESSAGES.short }).refine(
    // Too short says so first: one message at a time.
    (value) => value.length < 2 || PERSON_NAME.test(value),
    FIRST_NAME_MESSAGES.letters,
  );

/** Words with nothing a mail client makes a link of (LINK_LIKE): a scheme, `www.`, a domain, an `@`. */
export const isPlainText = (value: string): boolean => !LINK_LIKE.test(value);

/**
 * A phone number as people write one: digits with spaces, dots, hyphens, parentheses and `+`
 * ('04 78 12 34 56', '+33 (0)6 12 34 56 78'), 6 to 15 digits (E.164's most). No letter, so no link.
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[\d +().\-\u00a0]+$/.test(value) && digits >= 6 && digits <= 15;
}
