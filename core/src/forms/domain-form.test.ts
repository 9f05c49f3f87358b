import { describe, expect, it } from 'vitest';
import { domainEditFormSchema, domainFormSchema } from './domain-form';

describe('domain form schema', () => {
  it('normalises what owners type', () => {
    expect(domainFormSchema.parse({ domain: ' https://www.Boutique-Martin.fr/ ', siteId: 's' }).domain).toBe(
      'boutique-martin.fr',
    );
  });

  it('lets an empty domain through (the create is silently ignored)', () => {
    expect(domainFormSchema.parse({ domain: '', siteId: '' })).toEqual({ domain: '', siteId: '' });
  });

  it('rejects a host that cannot exist', () => {
    expect(domainFormSchema.safeParse({ domain: 'ma boutique', siteId: 's' }).error?.issues[0]?.message).toBe(
      'Nom de domaine invalide',
    );
  });

  it('keeps the www. of an edited mapping', () => {
    expect(domainEditFormSchema.parse({ domain: 'https://WWW.Boutique.fr/', siteId: 's' }).domain).toBe(
      'www.boutique.fr',
    );
    expect(domainEditFormSchema.parse({ domain: 'boutique.fr', siteId: 's' }).domain).toBe('boutique.fr');
  });
});
