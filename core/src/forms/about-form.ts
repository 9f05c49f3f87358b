import { z } from 'zod';
import { LIMITS, imageUrl } from '../model/common';
import { VALUE_ICONS } from '../model/content';
import { requiredFormText } from './event-form';
import { formText } from '../model/form-text';
import { iconItemFormSchema } from './icon-item-form';

/**
 * About page forms. Where an empty required field would otherwise save nothing, silently (journey
 * steps, values), the dialogs say why instead, with the message the other content dialogs use.
 */

/** 'Notre histoire': the about page document's story (empty shows the public empty state). */
export const storyFormSchema = z.object({
  storyDescription: formText(LIMITS.longText),
});
export type StoryFormInput = z.input<typeof storyFormSchema>;
export type StoryFormValues = z.output<typeof storyFormSchema>;

/** Journey step: title and description required. */
export const journeyStepFormSchema = z.object({
  title: requiredFormText(LIMITS.title),
  description: requiredFormText(LIMITS.longText),
});
export type JourneyStepFormInput = z.input<typeof journeyStepFormSchema>;
export type JourneyStepFormValues = z.output<typeof journeyStepFormSchema>;

/** Value: title and description required, one of the value icons (award by default). */
export const valueFormSchema = iconItemFormSchema(VALUE_ICONS);
export type ValueFormInput = z.input<typeof valueFormSchema>;
export type ValueFormValues = z.output<typeof valueFormSchema>;

/** Team member: name, role and bio required; optional photo. */
export const teamMemberFormSchema = z.object({
  name: requiredFormText(LIMITS.name),
  role: requiredFormText(LIMITS.name),
  bio: requiredFormText(LIMITS.shortText),
  imageUrl,
});
export type TeamMemberFormInput = z.input<typeof teamMemberFormSchema>;
export type TeamMemberFormValues = z.output<typeof teamMemberFormSchema>;

/** A partner holds at most this many extra images (document schema and firestore.rules). */
export const PARTNER_MAX_IMAGES = 12;

/** Partner: name and short description required; long description, logo, image, extra images optional. */
export const partnerFormSchema = z.object({
  name: requiredFormText(LIMITS.name),
  description: requiredFormText(LIMITS.shortText),
  longDescription: formText(LIMITS.longText),
  logoUrl: imageUrl,
  imageUrl,
  images: z.array(imageUrl).max(PARTNER_MAX_IMAGES, `${PARTNER_MAX_IMAGES} images maximum`),
});
export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormValues = z.output<typeof partnerFormSchema>;
