import { describe, expect, it } from 'vitest';
import { initialsFrom, testimonialFormSchema } from './testimonial-form';

const valid = { customerName: 'Sophie Lambert', customerInitials: 'SL', text: 'Excellent.', rating: 5 };
const messages = (input: unknown) =>
  testimonialFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('testimonial form schema', () => {
  it('accepts a complete review', () => {
    expect(testimonialFormSchema.parse({ ...valid, customerName: ' Sophie Lambert ' })).toEqual(valid);
  });

  it('requires name, initials and text with the shared message', () => {
    expect(messages({ ...valid, customerName: '', customerInitials: ' ', text: '' })).toEqual([
      ['customerName', 'Veuillez remplir tous les champs obligatoires'],
      ['customerInitials', 'Veuillez remplir tous les champs obligatoires'],
      ['text', 'Veuillez remplir tous les champs obligatoires'],
    ]);
  });

  it('refuses initials longer than 4 characters', () => {
    expect(messages({ ...valid, customerInitials: 'ABCDE' })).toEqual([
      ['customerInitials', 'Les initiales ne doivent pas dépasser 4 caractères'],
    ]);
    expect(testimonialFormSchema.safeParse({ ...valid, customerInitials: 'JPDL' }).success).toBe(true);
  });

  it('takes a whole rating from 1 to 5 only', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) {
      expect(messages({ ...valid, rating })).toEqual([['rating', 'Choisissez une note de 1 à 5']]);
    }
    expect(testimonialFormSchema.safeParse({ ...valid, rating: 1 }).success).toBe(true);
  });
});

describe('initialsFrom', () => {
  it('takes the first letter of each capitalised word, at most 4', () => {
    expect(initialsFrom('Pierre-Antoine Roux')).toBe('PAR');
    expect(initialsFrom('Élodie Chevalier')).toBe('ÉC');
    expect(initialsFrom('Anne de Vries')).toBe('AV');
    expect(initialsFrom('marie dupont')).toBe('MD');
    expect(initialsFrom('Jean Paul Marie Louis Dubois')).toBe('JPML');
    expect(initialsFrom('  ')).toBe('');
  });
});
