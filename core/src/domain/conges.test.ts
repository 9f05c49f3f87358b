import { describe, expect, it } from 'vitest';
import { congesFormDefaults, congesFormSchema } from '../forms/conges-form';
import { specialPeriodSchema, type SpecialPeriod } from '../model/hours';
import { siteSchema } from '../model/site';
import { momentIn } from './calendar';
import {
  CONGES_MESSAGE_MAX,
  CONGES_TITLE,
  congesAnswerText,
  congesBannerText,
  congesFormNotice,
  congesMessage,
  congesToShow,
  runningConges,
} from './conges';
import { scheduleFor } from './hours';
import { openStatus } from './open-status';
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

  it('reads as a banner: a message stored longer before the cap is cut at a word', () => {
    const long = `${'Nous partons cueillir la lavande sur le plateau de Valensole. '.repeat(16)}Fin.`;
    expect(long.length).toBeGreaterThan(900);
    const shown = congesBannerText(conges({ description: long }));
    expect(shown.length).toBeLessThanOrEqual(CONGES_MESSAGE_MAX);
    expect(shown.endsWith('…')).toBe(true);
    const kept = shown.slice(0, -1);
    expect(long.startsWith(kept) && long[kept.length] === ' ').toBe(true);
    expect(congesBannerText(conges({ description: 'À bientôt !' }))).toBe('À bientôt !');
  });

  it('tells visitors of the forms when the shop answers again', () => {
    expect(congesFormNotice(conges())).toBe(
      'Nous sommes en congés jusqu’au lundi 24 août\u00a0: nous vous répondrons à partir du mardi 25 août.',
    );
    expect(congesAnswerText(conges({ endDate: '2026-08-31' }))).toBe(
      'Nous vous répondrons à partir du mardi 1er septembre, à notre retour de congés.',
    );
  });

  it('reopens after the last of closures stored overlapping or touching, in every text', () => {
    // Tuesday 1 December 2026 → Friday 4, then Thursday 3 → Monday 7, then Tuesday 8 → Wednesday 9.
    const first = conges({ startDate: '2026-12-01', endDate: '2026-12-04' });
    const second = conges({ startDate: '2026-12-03', endDate: '2026-12-07' });
    const third = conges({ startDate: '2026-12-08', endDate: '2026-12-09' });
    const later = conges({ startDate: '2026-12-20', endDate: '2026-12-27' });
    for (const today of ['2026-12-02', '2026-12-05', '2026-12-09']) {
      const away = runningConges([later, third, first, second], today);
      expect(away).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-09', isSingleDay: false });
      expect(away && congesFormNotice(away)).toBe(
        'Nous sommes en congés jusqu’au mercredi 9 décembre\u00a0: nous vous répondrons à partir du jeudi 10 décembre.',
      );
      expect(away && congesMessage(away)).toBe('Fermé pour congés du 1er au 9 décembre 2026');
      expect(away && congesAnswerText(away)).toBe(
        'Nous vous répondrons à partir du jeudi 10 décembre, à notre retour de congés.',
      );
    }
    // A closure alone keeps its own dates and message.
    expect(runningConges([later, first], '2026-12-02')).toBe(first);
    const at = (date: string) => momentIn(new Date(`${date}T10:00:00+01:00`));
    const badge = (today: string) => openStatus(at(today), week, [first, second, third])?.label;
    expect(badge('2026-12-01')).toBe('Fermé · congés jusqu’au 9 décembre');
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
    expect(openStatus(at('2026-08-20'), week, [conges()])?.label).toBe('Fermé · ouvre le mardi 25 août à 9\u00a0h');
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

  it('takes a message of a banner’s length', () => {
    const parse = (message: string) => schema.safeParse({ startDate: '2026-08-10', endDate: '2026-08-24', message });
    expect(parse('é'.repeat(CONGES_MESSAGE_MAX)).success).toBe(true);
    expect(
      parse('é'.repeat(CONGES_MESSAGE_MAX + 1)).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['message', '200 caractères maximum']]);
  });

  it('refuses dates that overlap or touch another closure, on the date that reaches it', () => {
    const planned = [conges()];
    const errors = (startDate: string, endDate: string) =>
      congesFormSchema('2026-08-01', planned)
        .safeParse({ startDate, endDate })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const message =
      'Ces dates touchent vos congés du 10 au 24 août 2026\u00a0: modifiez plutôt ceux-là pour les allonger.';
    expect(errors('2026-08-20', '2026-08-30')).toEqual([['startDate', message]]);
    expect(errors('2026-08-25', '2026-08-30')).toEqual([['startDate', message]]);
    expect(errors('2026-08-03', '2026-08-09')).toEqual([['endDate', message]]);
    expect(errors('2026-08-03', '2026-08-31')).toEqual([['endDate', message]]);
    expect(errors('2026-08-26', '2026-08-30')).toBeUndefined();
    expect(errors('2026-08-01', '2026-08-08')).toBeUndefined();
    // Another kind of period may share the dates.
    const fair = [period({ startDate: '2026-08-20', endDate: '2026-08-31' })];
    expect(
      congesFormSchema('2026-08-01', fair).safeParse({ startDate: '2026-08-20', endDate: '2026-08-30' }).success,
    ).toBe(true);
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
