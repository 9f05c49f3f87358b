import { describe, expect, it } from 'vitest';
import {
  daysFormSchema,
  periodFormDefaults,
  specialHoursFormDefaults,
  specialHoursPatch,
  specialPeriodFormSchema,
  weekFormDefaults,
  weekHoursFormSchema,
  type DayHoursFormInput,
  type SpecialPeriodFormInput,
} from './hours-form';
import type { DayHours, SpecialPeriod } from '../model/hours';

const day = (dayOfWeek: number, times: Partial<DayHoursFormInput> = {}): DayHoursFormInput => ({
  dayOfWeek,
  isClosed: false,
  morningOpen: '',
  morningClose: '',
  afternoonOpen: '',
  afternoonClose: '',
  ...times,
});

/** A day as stored: no times unless patched. */
const storedDay = (dayOfWeek: number, patch: Partial<DayHours> = {}): DayHours => ({
  dayOfWeek,
  isClosed: false,
  morningOpen: null,
  morningClose: null,
  afternoonOpen: null,
  afternoonClose: null,
  ...patch,
});

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const period = (overrides: Partial<SpecialPeriodFormInput> = {}): SpecialPeriodFormInput => ({
  ...periodFormDefaults(null, '2025-04-12'),
  title: 'Pâques',
  ...overrides,
});

describe('regular week form', () => {
  it('lists the stored week Monday first and keeps Sunday as 0', () => {
    const defaults = weekFormDefaults([
      storedDay(0, { isClosed: true }),
      storedDay(1, { morningOpen: '09:00:00', morningClose: '12:30' }),
    ]);
    expect(defaults.days.map((entry) => entry.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(defaults.days[0]).toEqual(day(1, { morningOpen: '09:00', morningClose: '12:30' }));
    expect(defaults.days[6]).toEqual(day(0, { isClosed: true }));
    expect(defaults.days[1]).toEqual(day(2));
  });

  it('clears the times of a closed day and stores blank times as null', () => {
    const parsed = weekHoursFormSchema.parse({
      days: [
        day(1, { isClosed: true, morningOpen: '09:00' }),
        day(2, { morningOpen: ' 09:00 ', morningClose: '12:00' }),
      ],
    });
    expect(parsed.week).toEqual([
      storedDay(1, { isClosed: true }),
      storedDay(2, { morningOpen: '09:00', morningClose: '12:00' }),
    ]);
  });

  it('asks for the missing half of a slot', () => {
    const result = daysFormSchema.safeParse({
      days: [day(1, { morningOpen: '09:00' }), day(2, { afternoonClose: '19:00' })],
    });
    expect(issues(result)).toEqual([
      ['days.0.morningClose', 'Indiquez l’heure de fermeture'],
      ['days.1.afternoonOpen', 'Indiquez l’heure d’ouverture'],
    ]);
  });

  it('refuses a closing time not after the opening, an afternoon before the morning ends and bad times', () => {
    const result = daysFormSchema.safeParse({
      days: [
        day(1, { morningOpen: '12:00', morningClose: '09:00' }),
        day(2, { morningOpen: '09:00', morningClose: '13:00', afternoonOpen: '12:00', afternoonClose: '18:00' }),
        day(3, { morningOpen: '9h' }),
      ],
    });
    expect(issues(result)).toEqual([
      ['days.2.morningOpen', 'Heure invalide (HH:MM)'],
      ['days.0.morningClose', 'La fermeture doit être après l’ouverture'],
      ['days.1.afternoonOpen', 'L’après-midi doit commencer après la fermeture du matin'],
    ]);
  });

  it('does not check the times of a closed day', () => {
    expect(
      daysFormSchema.safeParse({ days: [day(1, { isClosed: true, morningOpen: '12:00', morningClose: '09:00' })] })
        .success,
    ).toBe(true);
  });
});

describe('special period form', () => {
  it('requires a title and a start date', () => {
    expect(issues(specialPeriodFormSchema.safeParse(period({ title: '  ', startDate: '' })))).toEqual([
      ['title', 'Le titre est obligatoire'],
      ['startDate', 'La date de début est obligatoire'],
    ]);
  });

  it('requires an end date not before the start in range mode', () => {
    expect(issues(specialPeriodFormSchema.safeParse(period({ mode: 'range', endDate: '' })))).toEqual([
      ['endDate', 'La date de fin est obligatoire'],
    ]);
    expect(issues(specialPeriodFormSchema.safeParse(period({ mode: 'range', endDate: '2025-04-11' })))).toEqual([
      ['endDate', 'La date de fin ne peut pas précéder la date de début'],
    ]);
  });

  it('ends a single day on its start date and keeps its times', () => {
    const parsed = specialPeriodFormSchema.parse(
      period({
        endDate: '2025-05-01',
        times: { morningOpen: '10:00', morningClose: '13:00', afternoonOpen: '', afternoonClose: '' },
      }),
    );
    expect(parsed).toEqual({
      title: 'Pâques',
      description: '',
      startDate: '2025-04-12',
      endDate: '2025-04-12',
      isSingleDay: true,
      isPeriodClosed: false,
      times: { morningOpen: '10:00', morningClose: '13:00', afternoonOpen: null, afternoonClose: null },
    });
  });

  it('checks a single day’s times', () => {
    const times = { morningOpen: '13:00', morningClose: '10:00', afternoonOpen: '', afternoonClose: '' };
    expect(issues(specialPeriodFormSchema.safeParse(period({ times })))).toEqual([
      ['times.morningClose', 'La fermeture doit être après l’ouverture'],
    ]);
  });

  it('clears every time of a closed period, its weekdays included', () => {
    const times = { morningOpen: '13:00', morningClose: '10:00', afternoonOpen: '', afternoonClose: '' };
    const parsed = specialPeriodFormSchema.parse(
      period({ mode: 'range', endDate: '2025-04-20', isPeriodClosed: true, times }),
    );
    expect(parsed).toMatchObject({
      isSingleDay: false,
      endDate: '2025-04-20',
      times: { morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null },
      days: [],
    });
  });

  it('starts an existing period in single-day mode when it starts and ends the same day', () => {
    const stored: SpecialPeriod = {
      kind: 'period',
      title: 'Braderie',
      description: '',
      startDate: '2025-06-01',
      endDate: '2025-06-01',
      isSingleDay: false,
      isPeriodClosed: false,
      times: { morningOpen: '08:00:00', morningClose: '13:00', afternoonOpen: null, afternoonClose: null },
      days: [],
    };
    expect(periodFormDefaults(stored, '2025-01-01')).toMatchObject({
      mode: 'single',
      times: { morningOpen: '08:00', morningClose: '13:00', afternoonOpen: '', afternoonClose: '' },
    });
    expect(periodFormDefaults({ ...stored, endDate: '2025-06-03' }, '2025-01-01').mode).toBe('range');
  });
});

describe('special hours of a period', () => {
  const base: SpecialPeriod = {
    kind: 'period',
    title: 'Quinzaine',
    description: '',
    startDate: '2025-04-12',
    endDate: '2025-04-25',
    isSingleDay: false,
    isPeriodClosed: false,
    times: { morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null },
    days: [storedDay(0, { isClosed: true })],
  };

  it('edits a longer period weekday by weekday and leaves out the days kept empty', () => {
    const defaults = specialHoursFormDefaults(base);
    expect(defaults.days.map((entry) => entry.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const values = daysFormSchema.parse({
      days: defaults.days.map((entry) =>
        entry.dayOfWeek === 1 ? { ...entry, morningOpen: '10:00', morningClose: '12:00' } : entry,
      ),
    });
    expect(specialHoursPatch(base, values)).toEqual({
      isPeriodClosed: false,
      days: [storedDay(1, { morningOpen: '10:00', morningClose: '12:00' }), storedDay(0, { isClosed: true })],
    });
  });

  it("edits a single day's times, its 'closed' closing the period", () => {
    const single = { ...base, endDate: base.startDate, isSingleDay: true };
    const defaults = specialHoursFormDefaults(single);
    expect(defaults.days).toEqual([day(6)]);
    const open = daysFormSchema.parse({ days: [day(6, { afternoonOpen: '14:00', afternoonClose: '18:00' })] });
    expect(specialHoursPatch(single, open)).toEqual({
      isPeriodClosed: false,
      times: { morningOpen: null, morningClose: null, afternoonOpen: '14:00', afternoonClose: '18:00' },
    });
    const closed = daysFormSchema.parse({ days: [day(6, { isClosed: true })] });
    expect(specialHoursPatch(single, closed)).toEqual({
      isPeriodClosed: true,
      times: { morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null },
    });
  });
});
