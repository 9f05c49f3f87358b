import { notifyOrderCustomer, orderNews } from '@comptoir/core';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import { fromAdminData } from './admin-values';
import { PLATFORM_SENDER_EMAIL, SENDGRID_API_KEY } from './config';
import { createMailer } from './mailer';

/** Emails the customer when their order is confirmed (paid, or nothing to pay online) or cancelled by the shop. */
export const onOrderWritten = onDocumentWritten(
  { document: 'sites/{siteId}/orders/{orderId}', secrets: [SENDGRID_API_KEY] },
  async (event) => {
    const after = event.data?.after.exists ? fromAdminData(event.data.after.data() ?? {}) : null;
    if (!after) return null;
    const before = event.data?.before.exists ? fromAdminData(event.data.before.data() ?? {}) : null;
    const news = orderNews(before, after);
    if (!news) return null;
    const { siteId, orderId } = event.params;
    const mailer = createMailer(SENDGRID_API_KEY.value(), PLATFORM_SENDER_EMAIL.value());
    const outcome = await notifyOrderCustomer(db(), mailer, { siteId, orderId, eventId: event.id, before, after });
    if (outcome) logger.info(`Order customer email ${outcome.status}`, { news, siteId, orderId, eventId: event.id });
    return outcome;
  },
);
