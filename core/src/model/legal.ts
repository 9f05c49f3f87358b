import { z } from 'zod';
import { compactId, isValidFrenchVat, isValidSiret } from './french-business-ids';
import { doc, segment } from './refs';
import { LIMITS, text } from './common';

/** Legal forms a shop may have, as its legal notice names them. */
export const LEGAL_FORMS = {
  ei: 'Entreprise individuelle (EI, micro-entreprise)',
  eurl: 'EURL',
  sarl: 'SARL',
  sasu: 'SASU',
  sas: 'SAS',
  sa: 'SA',
  snc: 'SNC',
  autre: 'Autre',
} as const;
export type LegalForm = keyof typeof LEGAL_FORMS;

/**
 * sites/{siteId}/pages/legal: who publishes the shop's site, for its legal notice. Public, edited by
 * the owner; any field may still be empty (the notice then shows what exists and the dashboard
 * says what is missing). SIRET and VAT numbers are stored without spaces.
 */
export const legalDetailsSchema = z.object({
  companyName: text(LIMITS.name),
  legalForm: z.union([z.literal(''), z.enum(Object.keys(LEGAL_FORMS) as [LegalForm, ...LegalForm[]])]).default(''),
  shareCapital: text(LIMITS.phone),
  siret: z
    .string()
    .transform(compactId)
    .refine((value) => value === '' || isValidSiret(value), 'SIRET invalide\u00a0: 14 chiffres, vérifiez chacun d’eux')
    .default(''),
  registration: text(LIMITS.name),
  vatNumber: z
    .string()
    .transform(compactId)
    .refine((value) => value === '' || isValidFrenchVat(value), 'Numéro de TVA invalide (ex. FR83404833048)')
    .default(''),
  address: text(LIMITS.title),
  director: text(LIMITS.name),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email('Email invalide').max(LIMITS.email)]))
    .default(''),
  phone: text(LIMITS.phone),
});
export type LegalDetails = z.output<typeof legalDetailsSchema>;
export type LegalDetailsInput = z.input<typeof legalDetailsSchema>;

/** Apart from `refs`, so the public pages that do not show it do not carry it. */
export const legalDetailsRef = (siteId: string) => doc(`sites/${segment(siteId)}/pages/legal`, legalDetailsSchema);

const REQUIRED: Record<Exclude<keyof LegalDetails, 'vatNumber' | 'shareCapital' | 'registration'>, string> = {
  companyName: 'dénomination',
  legalForm: 'forme juridique',
  siret: 'SIRET',
  address: 'adresse du siège',
  director: 'directeur de la publication',
  email: 'email de contact',
  phone: 'téléphone',
};

/**
 * What a legal notice still lacks, in French: the details every publisher gives, plus the share
 * capital and registry entry of a company (a sole trader has neither).
 */
export function missingLegalDetails(details: LegalDetails | null): string[] {
  const value = details ?? legalDetailsSchema.parse({});
  const missing = Object.entries(REQUIRED)
    .filter(([field]) => value[field as keyof LegalDetails] === '')
    .map(([, label]) => label);
  if (value.legalForm !== '' && value.legalForm !== 'ei') {
    if (value.shareCapital === '') missing.push('capital social');
    if (value.registration === '') missing.push('immatriculation (RCS)');
  }
  return missing;
}
