import { describe, expect, it } from 'vitest';
import { congesFormDefaults, congesFormSchema } from '../schemas/conges-form';
import { specialPeriodSchema, type SpecialPeriod } from '../schemas/hours';
import { siteSchema } from '../schemas/site';
import { momentIn } from './calendar';
import { CONGES_TITLE, congesAnswerText, congesFormNotice, congesMessage, congesToShow, runningConges } from './conges';
import { openStatus, scheduleFor } from './hours';
import { localBusinessJsonLd } from './local-business';
import { pickupTimes } from './pickup-slots';
import { shopDay } from '../testing/hours';

const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => shopDay(dayOfWeek));
const period = (patch: Partial<SpecialPeriod>): SpecialPeriod =>
  specialPeriodSchema.parse({ title: 'Période', startDate: '2026-08-10', endDate: '2026-08-24', ...patch });
const conges = (patch: Partial<SpecialPeriod> = {}) =>
  period({ kind: 'conges', title: CONGES_TITLE, isPeriodClosed: true, ...patch });

describe('a holiday closure', () => {
  it('runs from its first to its last day, Paris dates', () => {
    const away = conges();
    expect(runningConges([away], '2026-08-09')).toBeNull();
    expect(runningConges([away], '2026-08-10')).toBe(away);
    expect(runningConges([away], '2026-08-24')).toBe(away);
    expect(runningConges([away], '2026-08-25')).toBeNull();
    // A closed period that is not « Congés » shows no banner.
    expect(runningConges([period({ isPeriodClosed: true })], '2026-08-12')).toBeNull();
  });

  it('says its dates unless the owner wrote a message', () => {
    expect(congesMessage(conges())).toBe('Fermé pour congés du 10 au 24 août 2026');
    expect(congesMessage(conges({ endDate: '2026-09-02' }))).toBe('Fermé pour congés du 10 août au 2 septembre 2026');
    expect(congesMessage(conges({ description: '  À bientôt après l’été !  ' }))).toBe('À bientôt après l’été !');
  });

  it('tells visitors of the forms when the shop answers again', () => {
    expect(congesFormNotice(conges())).toBe(
      'Nous sommes en congés jusqu’au lundi 24 août\u00a0: nous vous répondrons à partir du mardi 25 août.',
    );
    expect(congesAnswerText(conges({ endDate: '2026-08-31' }))).toBe(
      'Nous vous répondrons à partir du mardi 1er septembre, à notre retour de congés.',
    );
  });

  it('closes every day it covers, over any other period of those days', () => {
    const fair = period({ title: 'Quinzaine', startDate: '2026-08-01', endDate: '2026-08-31' });
    expect(scheduleFor('2026-08-12', week, [fair])?.isClosed).toBe(false);
    expect(scheduleFor('2026-08-12', week, [fair, conges()])).toMatchObject({ isClosed: true, slots: [] });
    expect(scheduleFor('2026-08-25', week, [fair, conges()])?.isClosed).toBe(false);
  });

  it('shows in the badge: when the shop reopens within a week, else until when it is away', () => {
    const at = (date: string) => ({ ...momentIn(new Date(`${date}T10:00:00+02:00`)) });
    expect(openStatus(at('2026-08-12'), week, [conges()])).toEqual({
      open: false,
      label: 'Fermé · congés jusqu’au 24 août',
    });
    expect(openStatus(at('2026-08-20'), week, [conges()])?.label).toBe('Fermé · ouvre mardi à 09:00');
  });

  it('leaves no pick-up slot inside it', () => {
    const rules = { week, periods: [conges()], preparationHours: 0, now: new Date('2026-08-01T08:00:00Z') };
    expect(pickupTimes('2026-08-12', rules)).toEqual([]);
    expect(pickupTimes('2026-08-25', rules).length).toBeGreaterThan(0);
  });

  it('is a closed special opening in the JSON-LD', () => {
    const data = localBusinessJsonLd({
      site: siteSchema.parse({ name: 'Épicerie', createdAt: new Date(), updatedAt: new Date() }),
      url: 'https://epicerie.example/',
      week,
      periods: [conges()],
      today: '2026-08-01',
    });
    expect(JSON.stringify(data)).toContain(
      '{"@type":"OpeningHoursSpecification","validFrom":"2026-08-10","validThrough":"2026-08-24","opens":"00:00","closes":"00:00"}',
    );
  });
});

describe('the back office’s closure', () => {
  const past = conges({ startDate: '2026-02-09', endDate: '2026-02-22' });
  const summer = conges();
  const winter = conges({ startDate: '2026-12-24', endDate: '2027-01-02' });

  it('is every running or planned one, soonest first, else the last one ended', () => {
    expect(congesToShow([past, winter, summer], '2026-08-12')).toEqual([
      { phase: 'running', period: summer },
      { phase: 'upcoming', period: winter },
    ]);
    expect(congesToShow([past, winter, summer], '2026-09-01')).toEqual([{ phase: 'upcoming', period: winter }]);
    expect(congesToShow([past], '2026-03-01')).toEqual([{ phase: 'ended', period: past }]);
    expect(congesToShow([period({ isPeriodClosed: true })], '2026-08-12')).toEqual([]);
  });
});

describe('the « Congés » form', () => {
  const schema = congesFormSchema('2026-08-01');

  it('saves a closed period of kind « conges » under its title', () => {
    expect(schema.parse({ startDate: '2026-08-10', endDate: '2026-08-24', message: ' Bonnes vacances ' })).toEqual(
      conges({ description: 'Bonnes vacances' }),
    );
    expect(schema.parse({ startDate: '2026-08-10', endDate: '2026-08-10' }).isSingleDay).toBe(true);
  });

  it('says in French what is missing or wrong, on the field', () => {
    const errors = (input: { startDate: string; endDate: string }) =>
      schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors({ startDate: '', endDate: '' })).toEqual([
      ['startDate', 'La date de début est obligatoire'],
      ['endDate', 'La date de fin est obligatoire'],
    ]);
    expect(errors({ startDate: '2026-08-10', endDate: '2026-08-09' })).toEqual([
      ['endDate', 'La date de fin ne peut pas précéder la date de début'],
    ]);
    expect(errors({ startDate: '2026-07-01', endDate: '2026-07-31' })).toEqual([
      ['endDate', 'Ces congés sont déjà finis\u00a0: choisissez une date de fin à partir d’aujourd’hui'],
    ]);
    // Still running: its start may be past.
    expect(errors({ startDate: '2026-07-20', endDate: '2026-08-01' })).toBeUndefined();
  });

  it('starts a new closure as the coming week and an existing one as saved', () => {
    expect(congesFormDefaults(null, '2026-08-01')).toEqual({
      startDate: '2026-08-01',
      endDate: '2026-08-07',
      message: '',
    });
    expect(congesFormDefaults(conges({ description: 'Vacances' }), '2026-08-01')).toEqual({
      startDate: '2026-08-10',
      endDate: '2026-08-24',
      message: 'Vacances',
    });
  });
});
