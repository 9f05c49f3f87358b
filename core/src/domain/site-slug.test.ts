import { describe, expect, it } from 'vitest';
import { newSiteFormSchema } from '../forms/site-form';
import { siteSlug, uniqueSiteId } from './site-slug';

describe('siteSlug', () => {
  it('turns a shop name into a readable id', () => {
    expect(siteSlug('Boulangerie Martin')).toBe('boulangerie-martin');
    expect(siteSlug("  L'Œuf & la Crème — Épicerie ")).toBe('l-oeuf-la-creme-epicerie');
  });

  it('falls back to "site" when nothing readable is left', () => {
    expect(siteSlug('***')).toBe('site');
  });
});

describe('uniqueSiteId', () => {
  it('adds -2, -3… while the id is taken', async () => {
    const taken = new Set(['boulangerie-martin', 'boulangerie-martin-2']);
    await expect(uniqueSiteId('Boulangerie Martin', async (id) => taken.has(id))).resolves.toBe('boulangerie-martin-3');
  });
});

describe('new site form', () => {
  it('needs a name of at least 3 characters', () => {
    const result = newSiteFormSchema.safeParse({ name: ' ab ', ownerId: '' });
    expect(result.error?.issues[0]?.message).toBe('Le nom du site doit contenir au moins 3 caractères');
  });
});
