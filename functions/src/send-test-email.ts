import { sendTestEmail as sendTest } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { PLATFORM_SENDER_EMAIL, SENDGRID_API_KEY } from './config';
import { testEmailSent } from './logs';
import { createMailer } from './mailer';

/** The settings screen's test email, for the owner or an administrator of the site. */
export const sendTestEmail = callable(
  'sendTestEmail',
  async (caller, input) => {
    const mailer = createMailer(SENDGRID_API_KEY.value(), PLATFORM_SENDER_EMAIL.value());
    const result = await sendTest(db(), mailer, caller, input);
    testEmailSent((input as { siteId: string }).siteId, caller?.uid ?? '', result.recipients);
    return result;
  },
  { secrets: [SENDGRID_API_KEY] },
);
