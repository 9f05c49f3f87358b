import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE, requiredFormText } from './event-form';

export const TESTIMONIAL_INITIALS_MAX = 4;
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_RATING = 5;
const RATING_MESSAGE = 'Choisissez une note de 1 à 5';

/** Testimonial dialogs: name, initials (≤ 4) and text required; rating 1 to 5. */
export const testimonialFormSchema = z.object({
  customerName: requiredFormText(100),
  customerInitials: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(TESTIMONIAL_INITIALS_MAX, `Les initiales ne doivent pas dépasser ${TESTIMONIAL_INITIALS_MAX} caractères`),
  text: requiredFormText(1000),
  rating: z.number(RATING_MESSAGE).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
});
export type TestimonialFormInput = z.input<typeof testimonialFormSchema>;
export type TestimonialFormValues = z.output<typeof testimonialFormSchema>;

/**
 * Initials suggested from a name: 'Pierre-Antoine Roux' → 'PAR', 'Élodie Chevalier' → 'ÉC'; lower-case
 * particles are skipped ('Anne de Vries' → 'AV') unless the whole name is lower case.
 */
export function initialsFrom(name: string): string {
  const words = name.match(/\p{L}+/gu) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word));
  return (capitalised.length ? capitalised : words)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('')
    .slice(0, TESTIMONIAL_INITIALS_MAX);
}
