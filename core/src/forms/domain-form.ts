import { z } from 'zod';
import { isValidDomain, normaliseDomain } from '../domain/normalise-domain';

/**
 * Domain mapping dialogs: the typed address is normalised ('https://www.Boutique.fr/' →
 * 'boutique.fr'). Empty values pass: an empty create is silently ignored.
 */
export const domainFormSchema = z.object({
  domain: z
    .string()
    .transform(normaliseDomain)
    .refine((domain) => domain === '' || isValidDomain(domain), 'Nom de domaine invalide'),
  siteId: z.string().trim(),
});
export type DomainFormInput = z.input<typeof domainFormSchema>;
export type DomainFormValues = z.output<typeof domainFormSchema>;

/** An edited mapping keeps its own host: 'www.boutique.fr' stays a www. mapping. */
export function normaliseMappedHost(input: string): string {
  const bare = normaliseDomain(input);
  const wasWww = /^(?:[a-z][a-z0-9+.-]*:\/\/)?www\./i.test(input.trim());
  return wasWww && bare !== '' ? `www.${bare}` : bare;
}

export const domainEditFormSchema = z.object({
  domain: z
    .string()
    .transform(normaliseMappedHost)
    .refine((domain) => domain === '' || isValidDomain(domain), 'Nom de domaine invalide'),
  siteId: z.string().trim(),
});
