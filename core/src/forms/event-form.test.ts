import { describe, expect, it } from 'vitest';
import { eventFormSchema } from './event-form';

const OPTIONAL = { startTime: '', capacity: '' };
const messages = (input: object) =>
  eventFormSchema.safeParse({ ...OPTIONAL, ...input }).error?.issues.map((issue) => issue.message);

describe('event form schema', () => {
  it('requires title, description and date with the one shared message', () => {
    expect(eventFormSchema.safeParse({ ...OPTIONAL, title: ' ', description: '', date: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['title'], message: 'Veuillez remplir tous les champs obligatoires' }),
      expect.objectContaining({ path: ['description'], message: 'Veuillez remplir tous les champs obligatoires' }),
      expect.objectContaining({ path: ['date'], message: 'Veuillez remplir tous les champs obligatoires' }),
    ]);
  });

  it('trims the fields and keeps the date as typed', () => {
    expect(
      eventFormSchema.parse({
        ...OPTIONAL,
        title: ' Dégustation ',
        description: 'Fromages ',
        date: 'Tous les samedis',
      }),
    ).toEqual({
      title: 'Dégustation',
      description: 'Fromages',
      date: 'Tous les samedis',
      startDate: null,
      startTime: null,
      capacity: null,
    });
  });

  it('refuses text longer than the rules allow', () => {
    expect(messages({ title: 'a'.repeat(201), description: 'b'.repeat(1001), date: 'c'.repeat(101) })).toEqual([
      '200 caractères maximum',
      '1000 caractères maximum',
      '100 caractères maximum',
    ]);
  });

  it('has no participation count: an edit can never write it', () => {
    const parsed = eventFormSchema.parse({
      ...OPTIONAL,
      title: 't',
      description: 'd',
      date: '1er mars 2025',
      participationCount: 9,
    });
    expect(parsed).not.toHaveProperty('participationCount');
  });
});
