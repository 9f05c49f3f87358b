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

/** A campaign's order as the visitor typed it (a quantity per item id); the server checks it all. */
export const placeOrderInput = z.strictObject({
  siteId: id,
  campaignId: id,
  form: z.strictObject({
    quantities: z.record(id, typed).refine((value) => Object.keys(value).length <= 30, 'Trop de produits'),
    pickupDate: typed,
    pickupTime: typed,
    firstName: typed,
    lastName: typed,
    phone: typed,
    email: typed,
    note: typed.optional(),
  }),
});
export const placeOrderOutput = z.object({
  orderId: id,
  /** The payment page to send the visitor to; null when nothing is paid online. */
  checkoutUrl: z.string().nullable(),
});

/** The shop's owner moves an order on (a cancellation refunds it and gives its places back). */
export const setOrderStatusInput = z.object({
  siteId: id,
  orderId: id,
  status: z.enum(['confirmed', 'ready', 'collected', 'cancelled']),
  reason: z.string().max(300).default(''),
});
export const setOrderStatusOutput = z.object({ status: z.string() });

/** The shop's owner starts (or resumes) connecting its payment account. */
export const connectPaymentsInput = z.object({ siteId: id });
export const connectPaymentsOutput = z.object({ url: z.string(), chargesEnabled: z.boolean() });

/** The sandbox's demo payment page pays (or abandons) a checkout: no money, no payment service. */
export const payDemoCheckoutInput = z.object({ siteId: id, orderId: id, checkoutId: id, pay: z.boolean() });
export const payDemoCheckoutOutput = z.object({ status: z.string() });

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
  placeOrder: { input: placeOrderInput, output: placeOrderOutput },
  setOrderStatus: { input: setOrderStatusInput, output: setOrderStatusOutput },
  connectPayments: { input: connectPaymentsInput, output: connectPaymentsOutput },
  payDemoCheckout: { input: payDemoCheckoutInput, output: payDemoCheckoutOutput },
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
