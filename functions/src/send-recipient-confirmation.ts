import { sendRecipientConfirmation as sendConfirmation } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { APP_URL, PLATFORM_SENDER_EMAIL, SENDGRID_API_KEY } from './config';
import { createMailer } from './mailer';

/** Emails a confirmation link to one of a site's saved merchant addresses (owner or admin of the site). */
export const sendRecipientConfirmation = callable(
  'sendRecipientConfirmation',
  (caller, input) => {
    const mailer = createMailer(SENDGRID_API_KEY.value(), PLATFORM_SENDER_EMAIL.value());
    return sendConfirmation(db(), mailer, caller, input, APP_URL.value());
  },
  { secrets: [SENDGRID_API_KEY] },
);
