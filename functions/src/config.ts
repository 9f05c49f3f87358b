import { FUNCTIONS_REGION } from '@comptoir/core';
import { setGlobalOptions } from 'firebase-functions/v2';
import { defineSecret } from 'firebase-functions/params';

/**
 * SendGrid's key, from Secret Manager (`firebase functions:secrets:set SENDGRID_API_KEY`).
 * Left unset in the emulators: emails are then logged instead of sent.
 */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');

/** Every function in the region the web client calls; a ceiling on instances caps the bill under abuse. */
export const GLOBAL_OPTIONS = { region: FUNCTIONS_REGION, maxInstances: 10 } as const;

// Must run before any function is defined; every function module imports this one first.
setGlobalOptions(GLOBAL_OPTIONS);
