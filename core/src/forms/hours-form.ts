import { z } from 'zod';
import { dayOfWeekOf } from '../domain/calendar';
import { formatTime, isSingleDay, WEEK_ORDER } from '../domain/hours';
import { LIMITS, sameField } from '../model/common';
import { formText, optionalFormText } from '../model/form-text';
import { SLOT_FIELDS, type DayHours, type Slots, type SpecialPeriod } from '../model/hours';

/** The hours forms' own messages (see docs/decisions.md, 'Opening hours'). */
export const HOURS_MESSAGES = {
  time: 'Heure invalide (HH:MM)',
  openMissing: 'Indiquez l’heure d’ouverture',
  closeMissing: 'Indiquez l’heure de fermeture',
  closeBeforeOpen: 'La fermeture doit être après l’ouverture',
  afternoonBeforeMorning: 'L’après-midi doit commencer après la fermeture du matin',
  title: 'Le titre est obligatoire',
  startDate: 'La date de début est obligatoire',
  endDate: 'La date de fin est obligatoire',
  endBeforeStart: 'La date de fin ne peut pas précéder la date de début',
  date: 'Date invalide',
} as const;

/** A form's 'HH:MM'. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What a time input holds: 'HH:MM' or '' (blank and whitespace are empty). */
const formTime = z
  .string()
  .trim()
  .refine((value) => value === '' || TIME_OF_DAY.test(value), HOURS_MESSAGES.time);

const slotsShape = sameField(SLOT_FIELDS, formTime);
type SlotsForm = { [K in keyof typeof slotsShape]: string };
export type SlotField = keyof SlotsForm;

const EMPTY_SLOTS: SlotsForm = { morningOpen: '', morningClose: '', afternoonOpen: '', afternoonClose: '' };
export const NO_TIMES: Slots = { morningOpen: null, morningClose: null, afternoonOpen: null, afternoonClose: null };

/** 'HH:MM' strings compare in time order. */
function checkSlots(slots: SlotsForm, ctx: z.RefinementCtx, at: PropertyKey[]): void {
  const issue = (field: SlotField, message: string) => ctx.addIssue({ code: 'custom', message, path: [...at, field] });
  const pairs = [
    ['morningOpen', 'morningClose'],
    ['afternoonOpen', 'afternoonClose'],
  ] as const;
  for (const [open, close] of pairs) {
    if (!TIME_OF_DAY.test(slots[open]) && slots[open] !== '') continue;
    if (!TIME_OF_DAY.test(slots[close]) && slots[close] !== '') continue;
    if (slots[open] && !slots[close]) issue(close, HOURS_MESSAGES.closeMissing);
    else if (!slots[open] && slots[close]) issue(open, HOURS_MESSAGES.openMissing);
    else if (slots[open] && slots[close] <= slots[open]) issue(close, HOURS_MESSAGES.closeBeforeOpen);
  }
  if (
    TIME_OF_DAY.test(slots.morningClose) &&
    TIME_OF_DAY.test(slots.afternoonOpen) &&
    slots.afternoonOpen < slots.morningClose
  ) {
    issue('afternoonOpen', HOURS_MESSAGES.afternoonBeforeMorning);
  }
}

const toSlots = (slots: SlotsForm): Slots => ({
  morningOpen: slots.morningOpen || null,
  morningClose: slots.morningClose || null,
  afternoonOpen: slots.afternoonOpen || null,
  afternoonClose: slots.afternoonClose || null,
});

/** One weekday of an hours form; a closed day keeps no times. */
export const dayHoursFormSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  isClosed: z.boolean(),
  ...slotsShape,
});
export type DayHoursFormInput = z.input<typeof dayHoursFormSchema>;

const toDayHours = (day: z.output<typeof dayHoursFormSchema>): DayHours => ({
  dayOfWeek: day.dayOfWeek,
  isClosed: day.isClosed,
  ...(day.isClosed ? NO_TIMES : toSlots(day)),
});

const hasTimes = (day: SlotsForm) => SLOT_FIELDS.some((field) => day[field] !== '');

/** Days of an hours form (the regular week, or a period's weekdays), each checked unless closed. */
export const daysFormSchema = z
  .object({ days: z.array(dayHoursFormSchema).min(1).max(7) })
  .superRefine(({ days }, ctx) =>
    days.forEach((day, index) => {
      if (!day.isClosed) checkSlots(day, ctx, ['days', index]);
    }),
  );
export type DaysFormInput = z.input<typeof daysFormSchema>;

/** The regular week: the stored `week`, Sunday stored as 0 whatever the display order. */
export const weekHoursFormSchema = daysFormSchema.transform(({ days }) => ({ week: days.map(toDayHours) }));
export type WeekHoursFormValues = z.output<typeof weekHoursFormSchema>;

function dayForm(dayOfWeek: number, day: DayHours | undefined): DayHoursFormInput {
  return {
    dayOfWeek,
    isClosed: day?.isClosed ?? false,
    morningOpen: formatTime(day?.morningOpen),
    morningClose: formatTime(day?.morningClose),
    afternoonOpen: formatTime(day?.afternoonOpen),
    afternoonClose: formatTime(day?.afternoonClose),
  };
}

/** Seven days, Monday first, from the stored week (days never entered start empty). */
export function weekFormDefaults(week: readonly DayHours[]): DaysFormInput {
  return {
    days: WEEK_ORDER.map((dayOfWeek) =>
      dayForm(
        dayOfWeek,
        week.find((day) => day.dayOfWeek === dayOfWeek),
      ),
    ),
  };
}

/**
 * A period's own hours (the manage-hours modal). A single day has one entry whose 'closed' is the
 * period's; a longer period has seven weekdays, and a weekday left empty is not stored, so it
 * keeps its regular hours (docs/decisions.md).
 */
export function specialHoursFormDefaults(period: SpecialPeriod): DaysFormInput {
  if (isSingleDay(period)) {
    const dayOfWeek = dayOfWeekOf(period.startDate);
    return { days: [dayForm(dayOfWeek, { ...period.times, dayOfWeek, isClosed: period.isPeriodClosed })] };
  }
  return weekFormDefaults(period.days);
}

export type SpecialHoursPatch = Pick<SpecialPeriod, 'isPeriodClosed'> & Partial<Pick<SpecialPeriod, 'times' | 'days'>>;

/** The fields a manage-hours save writes (checked input of `daysFormSchema`). */
export function specialHoursPatch(
  period: Pick<SpecialPeriod, 'isSingleDay' | 'startDate' | 'endDate' | 'isPeriodClosed'>,
  values: z.output<typeof daysFormSchema>,
): SpecialHoursPatch {
  if (isSingleDay(period)) {
    const day = values.days[0];
    const closed = day?.isClosed ?? false;
    return { isPeriodClosed: closed, times: day && !closed ? toSlots(day) : NO_TIMES };
  }
  return {
    isPeriodClosed: period.isPeriodClosed,
    days: values.days.filter((day) => day.isClosed || hasTimes(day)).map(toDayHours),
  };
}

export const PERIOD_MODES = ['single', 'range'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

export const formDate = z
  .string()
  .trim()
  .refine((value) => value === '' || ISO_DATE.test(value), HOURS_MESSAGES.date);

/**
 * The special period dialog: title and start date required; in single-day mode the end date is
 * the start date; a closed period keeps no times; a single day carries its times.
 */
export const specialPeriodFormSchema = z
  .object({
    title: formText(LIMITS.title, { length: 1, message: HOURS_MESSAGES.title }),
    description: optionalFormText(LIMITS.shortText),
    mode: z.enum(PERIOD_MODES),
    startDate: formDate,
    endDate: formDate,
    isPeriodClosed: z.boolean(),
    times: z.object(slotsShape),
  })
  .superRefine((period, ctx) => {
    if (period.startDate === '')
      ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.startDate, path: ['startDate'] });
    if (period.mode === 'range') {
      if (period.endDate === '') ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.endDate, path: ['endDate'] });
      else if (period.startDate !== '' && period.endDate < period.startDate) {
        ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.endBeforeStart, path: ['endDate'] });
      }
    }
    if (period.mode === 'single' && !period.isPeriodClosed) checkSlots(period.times, ctx, ['times']);
  })
  .transform(({ mode, times, ...period }) => {
    const single = mode === 'single';
    return {
      title: period.title,
      description: period.description,
      startDate: period.startDate,
      endDate: single ? period.startDate : period.endDate,
      isSingleDay: single,
      isPeriodClosed: period.isPeriodClosed,
      times: single && !period.isPeriodClosed ? toSlots(times) : NO_TIMES,
      // A closed period keeps no hours at all, its weekdays' included.
      ...(period.isPeriodClosed ? { days: [] as DayHours[] } : {}),
    };
  });
export type SpecialPeriodFormInput = z.input<typeof specialPeriodFormSchema>;
export type SpecialPeriodFormValues = z.output<typeof specialPeriodFormSchema>;

/** A new period starts as one day, today; an existing one in the mode its dates say. */
export function periodFormDefaults(period: SpecialPeriod | null, today: string): SpecialPeriodFormInput {
  if (!period) {
    return {
      title: '',
      description: '',
      mode: 'single',
      startDate: today,
      endDate: today,
      isPeriodClosed: false,
      times: EMPTY_SLOTS,
    };
  }
  const single = isSingleDay(period);
  return {
    title: period.title,
    description: period.description,
    mode: single ? 'single' : 'range',
    startDate: period.startDate,
    endDate: single ? period.startDate : period.endDate,
    isPeriodClosed: period.isPeriodClosed,
    times: {
      morningOpen: formatTime(period.times.morningOpen),
      morningClose: formatTime(period.times.morningClose),
      afternoonOpen: formatTime(period.times.afternoonOpen),
      afternoonClose: formatTime(period.times.afternoonClose),
    },
  };
}
