import { DEFAULT_PLATFORM_SENDER, FUNCTIONS_REGION } from '@comptoir/core';
import { setGlobalOptions } from 'firebase-functions/v2';
import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * SendGrid's key, from Secret Manager (`firebase functions:secrets:set SENDGRID_API_KEY`).
 * Left unset in the emulators: emails are then logged instead of sent.
 */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/**
 * Stripe's secret key and the Connect webhook endpoint's signing secret, from Secret Manager
 * (docs/deploy.md, « Paiements »); on the emulators, the local stand-in's (scripts/stripe-stand-in.mjs).
 */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** Where the Stripe library sends its calls: Stripe itself, or the stand-in on the emulators (`.env.demo-comptoir`). */
export const STRIPE_API_URL = defineString('STRIPE_API_URL', { default: 'https://api.stripe.com' });

/**
 * The platform's own verified sender: every email goes from it, under the shop's name
 * (`functions/.env`: PLATFORM_SENDER_EMAIL=…; docs/deploy.md).
 */
export const PLATFORM_SENDER_EMAIL = defineString('PLATFORM_SENDER_EMAIL', { default: DEFAULT_PLATFORM_SENDER });

/**
 * The app's public address, where confirmation links lead (`functions/.env`: APP_URL=https://…;
 * docs/deploy.md). Deliberately without a default: a deploy asks for it rather than send links to
 * the wrong place.
 */
export const APP_URL = defineString('APP_URL');

/**
 * Callables refuse requests without a valid App Check token (docs/deploy.md, « App Check »), in
 * production and in the emulators alike; `ENFORCE_APP_CHECK=false` in `functions/.env` turns it off
 * for a project that has not registered its web app yet. Read when the functions load (deploy time).
 */
export const ENFORCE_APP_CHECK = process.env.ENFORCE_APP_CHECK !== 'false';

/** Every function in the region the web client calls; a ceiling on instances caps the bill under abuse. */
export const GLOBAL_OPTIONS = { region: FUNCTIONS_REGION, maxInstances: 10 } as const;

// Must run before any function is defined; every function module imports this one first.
setGlobalOptions(GLOBAL_OPTIONS);
