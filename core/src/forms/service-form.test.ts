import { describe, expect, it } from 'vitest';
import { faqFormSchema, serviceCategoryFormSchema, servicesPageFormSchema } from './service-form';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('services page form schema', () => {
  it('lets both fields be empty (the public page then shows its defaults)', () => {
    expect(servicesPageFormSchema.parse({ title: ' ', description: '' })).toEqual({ title: '', description: '' });
  });

  it('refuses a title longer than the rules allow', () => {
    expect(issues(servicesPageFormSchema.safeParse({ title: 'a'.repeat(201), description: '' }))).toEqual([
      ['title', '200 caractères maximum'],
    ]);
  });
});

describe('service category form schema', () => {
  const valid = { name: 'Traiteur', title: 'Buffets', description: '', images: ['https://cdn.test/a.webp'] };

  it('requires the name and the title with their message', () => {
    expect(issues(serviceCategoryFormSchema.safeParse({ ...valid, name: '', title: ' ' }))).toEqual([
      ['name', 'Veuillez remplir au moins le nom et le titre'],
      ['title', 'Veuillez remplir au moins le nom et le titre'],
    ]);
  });

  it('keeps the images in order and refuses more than 12 or unsafe addresses', () => {
    const images = ['https://cdn.test/b.webp', 'https://cdn.test/a.webp'];
    expect(serviceCategoryFormSchema.parse({ ...valid, images }).images).toEqual(images);
    const thirteen = Array.from({ length: 13 }, (_, i) => `https://cdn.test/${i}.webp`);
    expect(issues(serviceCategoryFormSchema.safeParse({ ...valid, images: thirteen }))).toEqual([
      ['images', '12 images maximum'],
    ]);
    expect(serviceCategoryFormSchema.safeParse({ ...valid, images: ['javascript:alert(1)'] }).success).toBe(false);
  });
});

describe('FAQ form schema', () => {
  it('requires the question and the answer with their message', () => {
    expect(issues(faqFormSchema.safeParse({ question: '', answer: '' }))).toEqual([
      ['question', 'Veuillez remplir la question et la réponse'],
      ['answer', 'Veuillez remplir la question et la réponse'],
    ]);
    expect(faqFormSchema.parse({ question: ' Livrez-vous ? ', answer: 'Oui.' })).toEqual({
      question: 'Livrez-vous ?',
      answer: 'Oui.',
    });
  });
});
