import { z } from 'zod';
import { LIMITS } from '../model/common';

/** 'Nouveau site' dialog: owner optional, '' means none. */
export const newSiteFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Le nom du site doit contenir au moins 3 caractères')
    .max(LIMITS.name, `${LIMITS.name} caractères maximum`),
  ownerId: z.string(),
});
export type NewSiteFormValues = z.output<typeof newSiteFormSchema>;
