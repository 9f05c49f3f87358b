import { z } from 'zod';
import { LIMITS } from './common';
import { roleSchema } from './user';

/** Where every Cloud Function is deployed; the web client calls the same region. */
export const FUNCTIONS_REGION = 'europe-west1';

/** A document id: never a path (no '/', not '.' or '..'), so it cannot reach another document. */
const id = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((value) => !value.includes('/') && value !== '.' && value !== '..', 'Identifiant invalide');

export const toggleParticipationInput = z.object({
  siteId: id,
  eventId: id,
  /** The state the visitor wants: repeating a call changes nothing. */
  participate: z.boolean(),
});
export const toggleParticipationOutput = z.object({
  participating: z.boolean(),
  participationCount: z.number().int().min(0),
});

/** What a visitor typed in a reservation form, bounded; the server checks it against the shop. */
const typed = z.string().max(LIMITS.shortText);
export const submitReservationInput = z.strictObject({
  siteId: id,
  productId: id,
  variantId: id,
  form: z.strictObject({
    quantity: typed,
    pickupDate: typed,
    pickupTime: typed,
    firstName: typed,
    lastName: typed,
    phone: typed,
    email: typed,
    note: typed.optional(),
  }),
});
export const submitReservationOutput = z.object({ reservationId: id });

export const sendTestEmailInput = z.object({ siteId: id });
export const sendTestEmailOutput = z.object({ recipients: z.number().int().min(0) });

export const sendRecipientConfirmationInput = z.object({
  siteId: id,
  email: z.email('Email invalide').max(LIMITS.email),
});
export const sendRecipientConfirmationOutput = z.object({
  status: z.enum(['sent', 'confirmed']),
  /** Only where no email leaves the machine (sandbox, emulators): the link the email carries. */
  previewLink: z.string().nullable(),
});

/** A confirmation link's secret: 32 random bytes, base64url. */
export const confirmationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Lien de confirmation invalide.');
export const confirmRecipientInput = z.object({ token: confirmationToken });
export const confirmRecipientOutput = z.object({ email: z.string(), siteName: z.string() });

export const setUserRoleInput = z.object({ uid: id, role: roleSchema });
export const setUserRoleOutput = z.object({ uid: id, role: roleSchema });

export const createUserAccountInput = z.object({
  email: z.email('Email invalide').max(LIMITS.email),
  password: z.string().min(6, 'Le mot de passe doit contenir au moins 6 caractères').max(128),
});
export const createUserAccountOutput = z.object({ uid: id });

export const deleteSiteInput = z.object({
  siteId: id,
  /** The site's name, typed by the administrator to confirm. */
  confirmName: z.string().max(LIMITS.name),
});
export const deleteSiteOutput = z.object({
  siteId: id,
  documents: z.number().int().min(0),
  domains: z.number().int().min(0),
  files: z.number().int().min(0),
});

/** The `resolveSite` HTTP function's answer (not a callable: the CDN caches it per host). */
export const resolveSiteOutput = z.object({ siteId: id, customDomain: z.boolean() });

export const CALLABLE_SCHEMAS = {
  toggleEventParticipation: { input: toggleParticipationInput, output: toggleParticipationOutput },
  submitReservation: { input: submitReservationInput, output: submitReservationOutput },
  sendTestEmail: { input: sendTestEmailInput, output: sendTestEmailOutput },
  sendRecipientConfirmation: { input: sendRecipientConfirmationInput, output: sendRecipientConfirmationOutput },
  confirmRecipient: { input: confirmRecipientInput, output: confirmRecipientOutput },
  setUserRole: { input: setUserRoleInput, output: setUserRoleOutput },
  createUserAccount: { input: createUserAccountInput, output: createUserAccountOutput },
  deleteSite: { input: deleteSiteInput, output: deleteSiteOutput },
} as const;

type Schemas = typeof CALLABLE_SCHEMAS;
export type Callables = {
  [N in keyof Schemas]: { input: z.input<Schemas[N]['input']>; output: z.output<Schemas[N]['output']> };
};

export type CallableName = keyof Callables;

/** How web and the tests call the functions (the Firebase SDK in production, a local stand-in in the sandbox). */
export interface FunctionsPort {
  call<N extends CallableName>(name: N, input: Callables[N]['input']): Promise<Callables[N]['output']>;
}
