import { z } from 'zod';
import { serverTimestamp } from '../port/field-values';
import type { DocInput } from './repo';
import { LIMITS, requiredText, text, timestamp } from './common';
import { formText, optionalFormText, visitorEmail } from './form-text';
import { planIdSchema } from './plans';

/**
 * prospects/{id}: a shop that asked, from the landing page, to be put online. Created by anyone;
 * only administrators read them and mark them seen.
 */
export const prospectSchema = z.object({
  shopName: requiredText(LIMITS.name),
  name: requiredText(LIMITS.name),
  email: z.email().max(LIMITS.email),
  phone: text(LIMITS.phone),
  plan: planIdSchema.nullable().default(null),
  message: text(LIMITS.longText),
  isViewed: z.boolean().default(false),
  createdAt: timestamp,
});
export type Prospect = z.output<typeof prospectSchema>;

/** The landing page's form (its French messages). */
export const prospectFormSchema = z.object({
  shopName: formText(LIMITS.name, { length: 1, message: 'Veuillez indiquer le nom de votre commerce' }),
  name: formText(LIMITS.name, { length: 1, message: 'Veuillez indiquer votre nom' }),
  email: visitorEmail('Veuillez indiquer votre adresse email'),
  phone: optionalFormText(LIMITS.phone),
  /** '' when no plan is chosen yet. */
  plan: z.union([planIdSchema, z.literal('')]).default(''),
  message: optionalFormText(LIMITS.longText),
});
export type ProspectFormInput = z.input<typeof prospectFormSchema>;
export type ProspectFormValues = z.output<typeof prospectFormSchema>;

export const EMPTY_PROSPECT_FORM = {
  shopName: '',
  name: '',
  email: '',
  phone: '',
  plan: '',
  message: '',
} satisfies Required<ProspectFormInput>;

/** The stored request: unseen, timestamped by the server. */
export function toProspect({ plan, ...values }: ProspectFormValues): DocInput<typeof prospectSchema> {
  return { ...values, plan: plan || null, isViewed: false, createdAt: serverTimestamp() };
}
