import { z } from 'zod';
import { contactMessageSchema, quoteRequestSchema } from './leads';
import { prospectSchema } from './prospect';

type Shape = Record<string, z.ZodType>;

/** Every field required (the stored schemas' defaults serve old documents, not new ones). */
function everyField<S extends Shape>(shape: S): { [K in keyof S]: z.ZodType } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.removeDefault() : field]),
  ) as { [K in keyof S]: z.ZodType };
}

/** New, unseen, and without the shop's private note (a visitor never writes one). */
const unseen = { isViewed: z.literal(false), ownerNote: z.literal('') };

/**
 * What a visitor may create, exactly: every field of the stored schema and nothing else, new and
 * unseen, with the address's key lower-cased from it. `firestore.rules` accepts a document exactly when these accept it (with timestamps equal
 * to the server's time, which a schema cannot see); an emulator property test checks it.
 */
export const visitorWrites = {
  quoteRequests: z
    .strictObject({
      ...everyField(quoteRequestSchema.shape),
      ...unseen,
      status: z.literal('new'),
      emailKey: z.string(),
    })
    .refine(
      ({ customerEmail, emailKey }) => typeof customerEmail === 'string' && emailKey === customerEmail.toLowerCase(),
    ),
  contactMessages: z
    .strictObject({ ...everyField(contactMessageSchema.shape), ...unseen, emailKey: z.string() })
    .refine(({ email, emailKey }) => typeof email === 'string' && emailKey === email.toLowerCase()),
  prospects: z.strictObject({ ...everyField(prospectSchema.shape), isViewed: z.literal(false) }),
};
