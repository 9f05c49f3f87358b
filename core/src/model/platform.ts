import { z } from 'zod';
import { doc } from './refs';
import { LIMITS, text } from './common';
import { legalDetailsSchema } from './legal';

/** A company the platform relies on (the host, the email provider), as a legal notice names it. */
export const providerSchema = z.object({
  name: text(LIMITS.name),
  address: text(LIMITS.title),
  phone: text(LIMITS.phone),
});
export type Provider = z.output<typeof providerSchema>;

/**
 * platform/details: who runs Comptoir and whom it relies on, edited by administrators once for every
 * shop. Public: every shop's legal notice and privacy policy name them.
 */
export const platformDetailsSchema = z.object({
  operator: legalDetailsSchema.prefault({}),
  host: providerSchema.prefault({}),
  emailProvider: providerSchema.prefault({}),
});
export type PlatformDetails = z.output<typeof platformDetailsSchema>;
export type PlatformDetailsInput = z.input<typeof platformDetailsSchema>;

/** Apart from `refs`, so the pages that do not show it do not carry it. */
export const platformDetailsRef = () => doc('platform/details', platformDetailsSchema);
