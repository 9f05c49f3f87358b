import { z } from 'zod';

export const MAX_FEE_PERCENT = 20;

const FEE_MESSAGE = `La commission doit être un nombre entre 0 et ${MAX_FEE_PERCENT}\u00a0%.`;

/** The fee as typed (« 1,5 » as well as « 1.5 »), checked against the rules' 0–20 %. */
export const feeFormSchema = z.object({
  feePercent: z
    .string()
    .trim()
    .regex(/^\d{1,2}(?:[.,]\d{1,2})?$/, FEE_MESSAGE)
    .transform((typed) => Number(typed.replace(',', '.')))
    .refine((fee) => fee <= MAX_FEE_PERCENT, FEE_MESSAGE),
});

export type FeeFormInput = z.input<typeof feeFormSchema>;

export const feeFormDefaults = (feePercent: number | undefined): FeeFormInput => ({
  feePercent: String(feePercent ?? 0).replace('.', ','),
});
