import { notifyNewProspect } from '@comptoir/core';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import { fromAdminData } from './admin-values';
import { PLATFORM_SENDER_EMAIL, SENDGRID_API_KEY } from './config';
import { prospectNotified } from './logs';
import { createMailer } from './mailer';

/** Emails the platform's administrators about a shop's request from the landing page. */
export const onProspectCreated = onDocumentCreated(
  { document: 'prospects/{prospectId}', secrets: [SENDGRID_API_KEY] },
  async (event) => {
    if (!event.data) return null;
    const outcome = await notifyNewProspect(
      db(),
      createMailer(SENDGRID_API_KEY.value(), PLATFORM_SENDER_EMAIL.value()),
      { eventId: event.id, data: fromAdminData(event.data.data()) },
    );
    prospectNotified(event.data.id, event.id, outcome);
    return outcome;
  },
);
