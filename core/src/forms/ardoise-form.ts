import { z } from 'zod';
import { ardoiseCurrent } from '../domain/ardoise';
import type { LocalMoment } from '../domain/calendar';
import { formatTime, minutesOf } from '../domain/hours';
import { imageUrl } from '../model/common';
import { formText } from '../model/form-text';
import { TIME_OF_DAY } from './hours-form';
import { ARDOISE_TITLE_MAX, type ArdoisePage } from '../model/pages';
import { parsePrice, priceFormText } from './product-form';

export const ARDOISE_MESSAGES = {
  title: 'Écrivez ce qu’il y a sur l’ardoise',
  price: 'Prix illisible\u00a0: écrivez un montant en euros, par exemple 12,50',
  until: 'Indiquez jusqu’à quelle heure (HH:MM)',
  over: 'L’heure de fin est déjà passée',
} as const;

/** « L'ardoise du jour »: a title, an optional price and photo, until a time still to come today (`now`, Paris). */
export const ardoiseFormSchema = (now: LocalMoment) =>
  z
    .object({
      title: formText(ARDOISE_TITLE_MAX, { length: 1, message: ARDOISE_MESSAGES.title }),
      price: z.string().refine((typed) => !Number.isNaN(parsePrice(typed) ?? 0), ARDOISE_MESSAGES.price),
      imageUrl,
      until: z
        .string()
        .trim()
        .refine((value) => TIME_OF_DAY.test(value), ARDOISE_MESSAGES.until)
        // Published already gone, it would show nowhere.
        .refine((value) => !TIME_OF_DAY.test(value) || minutesOf(value) > now.minutes, ARDOISE_MESSAGES.over),
    })
    .transform(({ title, price, imageUrl: image, until }): ArdoisePage => ({
      title,
      price: parsePrice(price),
      imageUrl: image,
      // Drawn after the save when there is no photo (a new title needs a new one).
      cardUrl: '',
      date: now.date,
      until,
    }));
export type ArdoiseFormInput = z.input<ReturnType<typeof ardoiseFormSchema>>;

/**
 * The ardoise still up as written, or a blank one (once it has expired too) leaving at the shop's
 * closing time, or at midnight once that has passed.
 */
export function ardoiseFormDefaults(ardoise: ArdoisePage | null, now: LocalMoment, closing: string): ArdoiseFormInput {
  if (ardoise && ardoiseCurrent(ardoise, now)) {
    return {
      title: ardoise.title,
      price: ardoise.price === null ? '' : priceFormText(ardoise.price),
      imageUrl: ardoise.imageUrl,
      until: formatTime(ardoise.until) || closing,
    };
  }
  return { title: '', price: '', imageUrl: '', until: minutesOf(closing) > now.minutes ? closing : '23:59' };
}
