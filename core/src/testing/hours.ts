import { dayHoursSchema, type DayHours } from '../model/hours';

/** A shop's usual day for tests: 09:00–12:30 and 14:30–19:00, unless patched. */
export const shopDay = (dayOfWeek: number, patch: Partial<DayHours> = {}): DayHours =>
  dayHoursSchema.parse({
    dayOfWeek,
    morningOpen: '09:00',
    morningClose: '12:30',
    afternoonOpen: '14:30',
    afternoonClose: '19:00',
    ...patch,
  });
