import { z } from 'zod';
import { DEFAULT_PREPARATION_HOURS, MAX_PREPARATION_HOURS } from '../model/pages';

export const PREPARATION_MESSAGE = `Indiquez un nombre d’heures entier entre 0 et ${MAX_PREPARATION_HOURS}`;

/** The owner's « Délai de préparation » (pages/hours): whole hours typed in a number input. */
export const preparationFormSchema = z
  .object({
    preparationHours: z
      .string()
      .trim()
      .refine((value) => /^\d+$/.test(value) && Number(value) <= MAX_PREPARATION_HOURS, PREPARATION_MESSAGE),
  })
  .transform(({ preparationHours }) => ({ reservationPreparationHours: Number(preparationHours) }));
export type PreparationFormInput = z.input<typeof preparationFormSchema>;

export const preparationFormDefaults = (
  page: { reservationPreparationHours?: number } | null,
): PreparationFormInput => ({
  preparationHours: String(page?.reservationPreparationHours ?? DEFAULT_PREPARATION_HOURS),
});
