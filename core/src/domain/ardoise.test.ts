import { describe, expect, it } from 'vitest';
import { ardoiseFormDefaults, ardoiseFormSchema } from '../forms/ardoise-form';
import { specialPeriodSchema } from '../model/hours';
import { ardoisePageSchema } from '../model/pages';
import { shopDay } from '../testing/hours';
import { ardoiseShown, ardoiseUntilText, closingTime } from './ardoise';
import { momentIn } from './calendar';

const week = [shopDay(1, { isClosed: true }), shopDay(2), shopDay(3)];
const at = (iso: string) => momentIn(new Date(iso));
const board = ardoisePageSchema.parse({ title: 'Blanquette de veau', price: 12.5, date: '2026-11-24', until: '14:00' });

describe('« L’ardoise du jour »', () => {
  it('leaves at the shop’s closing time unless the owner picks one, at midnight on a day without hours', () => {
    expect(closingTime('2026-11-24', week, [])).toBe('19:00');
    expect(closingTime('2026-11-23', week, [])).toBe('23:59');
    const late = specialPeriodSchema.parse({
      title: 'Nocturne',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      isSingleDay: true,
      times: { morningOpen: '10:00', morningClose: '22:00' },
    });
    expect(closingTime('2026-11-24', week, [late])).toBe('22:00');
  });

  it('shows on its day until its time, Paris time, then goes by itself', () => {
    expect(ardoiseShown(board, at('2026-11-24T13:59:00+01:00'))).toBe(true);
    expect(ardoiseShown(board, at('2026-11-24T14:00:00+01:00'))).toBe(false);
    expect(ardoiseShown(board, at('2026-11-25T09:00:00+01:00'))).toBe(false);
    expect(ardoiseShown({ ...board, title: '' }, at('2026-11-24T10:00:00+01:00'))).toBe(false);
    expect(ardoiseShown(null, at('2026-11-24T10:00:00+01:00'))).toBe(false);
    expect(ardoiseUntilText('14:00')).toBe('jusqu’à 14:00');
    expect(ardoiseUntilText('23:59')).toBe('toute la journée');
  });

  it('shows nowhere while the shop is closed for its holidays', () => {
    const conges = specialPeriodSchema.parse({
      kind: 'conges',
      title: 'Congés',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      isPeriodClosed: true,
    });
    const closedDay = specialPeriodSchema.parse({ ...conges, kind: 'period', title: 'Inventaire' });
    expect(ardoiseShown(board, at('2026-11-24T10:00:00+01:00'), [conges])).toBe(false);
    expect(ardoiseShown(board, at('2026-11-24T10:00:00+01:00'), [closedDay])).toBe(true);
  });

  it('is written for today, with a price in French or none', () => {
    const schema = ardoiseFormSchema(at('2026-11-24T11:00:00+01:00'));
    expect(schema.parse({ title: ' Blanquette de veau ', price: '12,50', imageUrl: '', until: '14:00' })).toEqual(
      board,
    );
    expect(
      schema.parse({ title: 'Arrivage de clémentines', price: '', imageUrl: '', until: '19:00' }).price,
    ).toBeNull();
    const messages = (input: Record<string, string>) =>
      schema.safeParse({ imageUrl: '', ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ title: ' ', price: 'douze', until: '' })).toEqual([
      'Écrivez ce qu’il y a sur l’ardoise',
      'Prix illisible\u00a0: écrivez un montant en euros, par exemple 12,50',
      'Indiquez jusqu’à quelle heure (HH:MM)',
    ]);
  });

  it('refuses an end time already past, which would show nowhere', () => {
    const valid = { title: 'Blanquette de veau', price: '', imageUrl: '' };
    const messages = (time: string, until: string) =>
      ardoiseFormSchema(at(`2026-11-24T${time}:00+01:00`))
        .safeParse({ ...valid, until })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages('14:30', '14:00')).toEqual([['until', 'L’heure de fin est déjà passée']]);
    expect(messages('14:00', '14:00')).toEqual([['until', 'L’heure de fin est déjà passée']]);
    expect(messages('13:59', '14:00')).toBeUndefined();
  });

  it('starts the form from the ardoise still up, or blank until closing time once it has expired', () => {
    const blank = { title: '', price: '', imageUrl: '', until: '19:00' };
    expect(ardoiseFormDefaults(board, at('2026-11-24T11:00:00+01:00'), '19:00')).toEqual({
      title: 'Blanquette de veau',
      price: '12,50',
      imageUrl: '',
      until: '14:00',
    });
    expect(ardoiseFormDefaults(board, at('2026-11-24T14:00:00+01:00'), '19:00')).toEqual(blank);
    expect(ardoiseFormDefaults(board, at('2026-11-25T09:00:00+01:00'), '19:00')).toEqual(blank);
    // After closing time, until midnight.
    expect(ardoiseFormDefaults(null, at('2026-11-24T19:30:00+01:00'), '19:00')).toEqual({ ...blank, until: '23:59' });
  });
});
