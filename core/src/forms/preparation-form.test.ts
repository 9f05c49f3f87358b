import { describe, expect, it } from 'vitest';
import { DEFAULT_PREPARATION_HOURS, hoursPageSchema } from '../model/pages';
import { PREPARATION_MESSAGE, preparationFormDefaults, preparationFormSchema } from './preparation-form';

const messageOf = (preparationHours: string) => {
  const result = preparationFormSchema.safeParse({ preparationHours });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('hoursPageSchema reservationPreparationHours', () => {
  it('reads a page without the delay as a day', () => {
    expect(hoursPageSchema.parse({}).reservationPreparationHours).toBe(DEFAULT_PREPARATION_HOURS);
    expect(DEFAULT_PREPARATION_HOURS).toBe(24);
  });

  it('keeps whole hours from 0 to two weeks and refuses the rest', () => {
    for (const hours of [0, 1, 48, 336])
      expect(hoursPageSchema.parse({ reservationPreparationHours: hours })).toMatchObject({
        reservationPreparationHours: hours,
      });
    for (const hours of [-1, 337, 1.5, '24', null])
      expect(hoursPageSchema.safeParse({ reservationPreparationHours: hours }).success).toBe(false);
  });
});

describe('preparationFormSchema', () => {
  it('turns the typed hours into the stored field', () => {
    expect(preparationFormSchema.parse({ preparationHours: ' 48 ' })).toEqual({ reservationPreparationHours: 48 });
    expect(preparationFormSchema.parse({ preparationHours: '0' })).toEqual({ reservationPreparationHours: 0 });
    expect(preparationFormSchema.parse({ preparationHours: '336' })).toEqual({ reservationPreparationHours: 336 });
  });

  it('says in French when the hours are not a whole number between 0 and 336', () => {
    for (const typed of ['', '-1', '337', '1,5', '2.5', 'un jour']) expect(messageOf(typed)).toBe(PREPARATION_MESSAGE);
    expect(PREPARATION_MESSAGE).toBe('Indiquez un nombre d’heures entier entre 0 et 336');
  });

  it('starts from the stored delay, or a day when none is stored', () => {
    expect(preparationFormDefaults(null)).toEqual({ preparationHours: '24' });
    expect(preparationFormDefaults({ reservationPreparationHours: 6 })).toEqual({ preparationHours: '6' });
  });
});
