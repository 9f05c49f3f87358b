import { z } from 'zod';
import { LIMITS, imageUrl } from '../model/common';
import { REASSURANCE_ICONS } from '../model/content';
import { formText } from '../model/form-text';
import { iconItemFormSchema } from './icon-item-form';

/** The home page's hero: all optional, the site's name stands in for the title. */
export const heroFormSchema = z.object({
  heroTitle: formText(LIMITS.title),
  heroSubtitle: formText(LIMITS.shortText),
  heroImageUrl: imageUrl,
});
export type HeroFormInput = z.input<typeof heroFormSchema>;
export type HeroFormValues = z.output<typeof heroFormSchema>;

/** 'En ce moment': title, description and up to two images, all optional. */
export const highlightFormSchema = z.object({
  highlightTitle: formText(LIMITS.title),
  highlightDescription: formText(LIMITS.longText),
  highlightImageUrl: imageUrl,
  highlightSecondImageUrl: imageUrl,
});
export type HighlightFormInput = z.input<typeof highlightFormSchema>;
export type HighlightFormValues = z.output<typeof highlightFormSchema>;

/** A new reassurance item shows the award icon. */
export const DEFAULT_REASSURANCE_ICON = 'award' satisfies (typeof REASSURANCE_ICONS)[number];

/** Reassurance item dialogs: title and description required. */
export const reassuranceFormSchema = iconItemFormSchema(REASSURANCE_ICONS);
export type ReassuranceFormInput = z.input<typeof reassuranceFormSchema>;
export type ReassuranceFormValues = z.output<typeof reassuranceFormSchema>;
