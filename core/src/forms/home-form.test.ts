import { describe, expect, it } from 'vitest';
import { heroFormSchema, highlightFormSchema, reassuranceFormSchema } from './home-form';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const messages = (schema: typeof reassuranceFormSchema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('hero and highlight form schemas', () => {
  it('trims the texts and reads missing images as none', () => {
    expect(heroFormSchema.parse({ heroTitle: ' Bienvenue ', heroSubtitle: '' })).toEqual({
      heroTitle: 'Bienvenue',
      heroSubtitle: '',
      heroImageUrl: '',
    });
    expect(
      highlightFormSchema.parse({ highlightTitle: 'Paniers', highlightDescription: ' ', highlightImageUrl: '/a.webp' }),
    ).toEqual({
      highlightTitle: 'Paniers',
      highlightDescription: '',
      highlightImageUrl: '/a.webp',
      highlightSecondImageUrl: '',
    });
  });

  it('refuses a title longer than the stored limit and an unsafe image address', () => {
    const issues = heroFormSchema.safeParse({
      heroTitle: 'x'.repeat(201),
      heroSubtitle: '',
      heroImageUrl: 'javascript:alert(1)',
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['heroTitle', '200 caractères maximum'],
      ['heroImageUrl', 'Adresse d’image invalide'],
    ]);
  });
});

describe('reassurance form schema', () => {
  it('accepts a complete item', () => {
    expect(
      reassuranceFormSchema.parse({ title: ' Produits locaux ', description: 'Du coin.', iconName: 'truck' }),
    ).toEqual({ title: 'Produits locaux', description: 'Du coin.', iconName: 'truck' });
  });

  it('requires title and description with the shared message', () => {
    expect(messages(reassuranceFormSchema, { title: ' ', description: '', iconName: 'award' })).toEqual([
      ['title', REQUIRED],
      ['description', REQUIRED],
    ]);
  });

  it('takes only the five reassurance icons', () => {
    expect(messages(reassuranceFormSchema, { title: 'a', description: 'b', iconName: 'leaf' })).toEqual([
      ['iconName', REQUIRED],
    ]);
  });
});
