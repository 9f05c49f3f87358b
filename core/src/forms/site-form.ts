import { z } from 'zod';
import { LIMITS } from '../model/common';
import { DEFAULT_PLAN, planIdSchema } from '../model/plans';

/** 'Nouveau site' dialog: owner optional, '' means none; the plan an administrator sets. */
export const newSiteFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Le nom du site doit contenir au moins 3 caractères')
    .max(LIMITS.name, `${LIMITS.name} caractères maximum`),
  ownerId: z.string(),
  plan: planIdSchema,
});
export type NewSiteFormValues = z.output<typeof newSiteFormSchema>;

/** The dialog's values before anything is typed. */
export const EMPTY_NEW_SITE_FORM: NewSiteFormValues = { name: '', ownerId: '', plan: DEFAULT_PLAN };
