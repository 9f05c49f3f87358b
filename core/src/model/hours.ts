import { z } from 'zod';
import { LIMITS, isoDate, requiredText, sameField, text } from './common';

/** 'HH:MM' (legacy 'HH:MM:SS' accepted); blank becomes null. */
export const timeOfDay = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Heure invalide (HH:MM)')
    .nullable()
    .default(null),
);

/** A day's four times, in the order they come. */
export const SLOT_FIELDS = ['morningOpen', 'morningClose', 'afternoonOpen', 'afternoonClose'] as const;

export const slotsSchema = z.object(sameField(SLOT_FIELDS, timeOfDay));
export type Slots = z.output<typeof slotsSchema>;

export const dayHoursSchema = slotsSchema.extend({
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: z.number().int().min(0).max(6),
  isClosed: z.boolean().default(false),
});
export type DayHours = z.output<typeof dayHoursSchema>;

/** A special period's kind: 'conges' is the shop's holiday closure (banner on every page). */
export const PERIOD_KINDS = ['period', 'conges'] as const;

/** sites/{siteId}/specialPeriods/{id}: exceptional opening (holidays, Christmas…). */
export const specialPeriodSchema = z.object({
  kind: z.enum(PERIOD_KINDS).default('period'),
  title: requiredText(LIMITS.title),
  description: text(LIMITS.shortText),
  startDate: isoDate,
  endDate: isoDate,
  isSingleDay: z.boolean().default(false),
  isPeriodClosed: z.boolean().default(false),
  /** Single-day periods: that day's hours. */
  times: slotsSchema.prefault({}),
  /** Multi-day periods: hours per weekday while the period runs. */
  days: z.array(dayHoursSchema).max(7).default([]),
});
export type SpecialPeriod = z.output<typeof specialPeriodSchema>;
