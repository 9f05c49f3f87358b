import { z } from 'zod';

/** Size limits shared by schemas, forms and `firestore.rules` (keep the numbers in step). */
export const LIMITS = {
  name: 100,
  title: 200,
  shortText: 1000,
  longText: 5000,
  url: 2048,
  email: 254,
  phone: 30,
  /** Sandbox stores uploaded images as data URLs; Firebase stores download URLs. */
  imageDataUrl: 2_000_000,
} as const;

export const orderIndex = z.number().int().min(0).default(0);

/**
 * At most `max` characters as written, counted as the rules count them: UTF-16 units (an emoji is
 * two; zod's own `max` counts code points). Checked before trimming, so that the schemas and the
 * rules agree on every value (an emulator property test holds them to it).
 */
const upTo = (max: number) => z.string().refine((value) => value.length <= max, `${max} caractères au maximum`);

/** Stored text, read trimmed. */
export const text = (max: number = LIMITS.shortText) => upTo(max).trim().default('');

/** Like `text`, and not blank: white space alone does not count. */
export const requiredText = (max: number = LIMITS.title) => upTo(max).trim().min(1);

export const optionalText = (max: number) => upTo(max).trim().nullable().default(null);

export const timestamp = z.date();

/** The same field schema under each of `keys`: a shape for `z.object` (a day's four times, the social links). */
export function sameField<const K extends string, F extends z.ZodType>(keys: readonly K[], field: F): Record<K, F> {
  return Object.fromEntries(keys.map((key) => [key, field])) as Record<K, F>;
}

/** Calendar date as `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide');

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide');

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
const SAFE_IMAGE = /^(https?:\/\/|\/|data:image\/(webp|png|jpeg|svg\+xml|gif);)/i;

/** Links owners type: empty, or http(s), mailto and tel only (see docs/security.md). */
export const linkUrl = z
  .string()
  .trim()
  .max(LIMITS.url)
  .refine((value) => value === '' || SAFE_LINK.test(value), 'Lien invalide (http, https, mailto ou tel)')
  .default('');

export const imageUrl = z
  .string()
  .max(LIMITS.imageDataUrl)
  .refine((value) => value === '' || SAFE_IMAGE.test(value), 'Adresse d’image invalide')
  .default('');

export const optionalEmail = z.union([z.literal(''), z.email('Adresse email invalide').max(LIMITS.email)]);

export function isSafeLink(value: string): boolean {
  return SAFE_LINK.test(value.trim()) || value.startsWith('/') || value.startsWith('#');
}
