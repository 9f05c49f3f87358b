import type {
  AudienceRollUp,
  CustomerNews,
  EmailMessage,
  LeadKind,
  NotificationOutcome,
  PurgeReport,
  Role,
  SiteResolution,
} from '@comptoir/core';
import { logger } from 'firebase-functions';

/** One named function per log line, so every message the functions write is listed here. */

export const callableFailed = (name: string, error: unknown) =>
  logger.error(`${name}: unexpected error`, { error: error instanceof Error ? error.stack : String(error) });

export const callableRefused = (name: string, code: string, message: string) =>
  logger.info(`${name}: refused (${code})`, { code, message });

export const participationChanged = (siteId: string, eventId: string, participating: boolean, count: number) =>
  logger.info('toggleEventParticipation: done', { siteId, eventId, participating, participationCount: count });

export const reservationSubmitted = (siteId: string, reservationId: string) =>
  logger.info('submitReservation: stored', { siteId, reservationId });

export const siteResolved = (host: string, resolution: SiteResolution | null) =>
  logger.debug('resolveSite', { host, siteId: resolution?.siteId ?? null });

export const notificationHandled = (
  kind: LeadKind,
  siteId: string,
  documentId: string,
  eventId: string,
  outcome: NotificationOutcome,
) => {
  const details = { kind, siteId, documentId, eventId, ...outcome };
  if (outcome.status === 'failed') logger.error('Notification email failed', details);
  else if (outcome.status === 'duplicate') logger.warn('Notification already claimed: replayed event ignored', details);
  else logger.info(`Notification ${outcome.status}`, details);
};

export const customerNotified = (
  news: CustomerNews,
  siteId: string,
  reservationId: string,
  eventId: string,
  outcome: NotificationOutcome,
) => {
  const details = { kind: 'customer', news, siteId, reservationId, eventId, ...outcome };
  if (outcome.status === 'failed') logger.error('Customer email failed', details);
  else if (outcome.status === 'duplicate') logger.warn('Customer email already claimed: not sent again', details);
  else logger.info(`Customer email ${outcome.status}`, details);
};

export const prospectNotified = (documentId: string, eventId: string, outcome: NotificationOutcome) => {
  const details = { kind: 'prospect', documentId, eventId, ...outcome };
  if (outcome.status === 'failed') logger.error('Prospect email failed', details);
  else logger.info(`Prospect notification ${outcome.status}`, details);
};

/** Without SENDGRID_API_KEY (emulators): the whole email goes to the log instead of the merchant. */
export const emailLogged = (email: EmailMessage) =>
  logger.info(`Email not sent (no SENDGRID_API_KEY): ${email.subject}`, {
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
  });

export const testEmailSent = (siteId: string, uid: string, recipients: number) =>
  logger.info('sendTestEmail: done', { siteId, by: uid, recipients });

export const roleChanged = (uid: string, role: Role, by: string) =>
  logger.info('setUserRole: role changed', { uid, role, by });

export const accountCreated = (uid: string, by: string) => logger.info('createUserAccount: created', { uid, by });

export const siteDeleted = (
  by: string,
  deleted: { siteId: string; documents: number; domains: number; files: number },
) => logger.info('deleteSite: deleted', { ...deleted, by });

export const imageRejected = (name: string, contentType: string) =>
  logger.warn('onImageFinalized: not a WebP image, deleted', { name, contentType });

export const expiredDataPurged = (report: PurgeReport) => logger.info('purgeExpiredData: done', { ...report });

export const leadNotificationsDeleted = (siteId: string, leadId: string, count: number) =>
  logger.info('Lead deleted: its notification logs too', { siteId, leadId, count });

export const audienceCounted = (outcome: string, error?: unknown) =>
  error
    ? logger.error('audience: not counted', { outcome, error: error instanceof Error ? error.stack : String(error) })
    : logger.debug('audience: not counted', { outcome });

export const audienceRolledUp = (report: AudienceRollUp) => logger.info('rollUpAudience: done', { ...report });

export const audienceRollUpFailed = (siteId: string, step: string, error: unknown) =>
  logger.error(`rollUpAudience: site ${siteId} failed (${step}), the others go on`, {
    siteId,
    step,
    error: error instanceof Error ? error.stack : String(error),
  });

export const expiredDataPurgeFailed = (error: unknown) =>
  logger.error('purgeExpiredData: failed, the audience roll-up runs all the same', {
    error: error instanceof Error ? error.stack : String(error),
  });

export const searchKeysWritten = (siteId: string) => logger.info('searchKeys: written', { siteId });

export const orderPlaced = (siteId: string, orderId: string, atCheckout: boolean) =>
  logger.info('placeOrder: stored', { siteId, orderId, atCheckout });

export const paymentCallFailed = (name: string, error: unknown) =>
  logger.error(`${name}: Stripe call failed`, { error: error instanceof Error ? error.stack : String(error) });

export const paymentEventRefused = (reason: string) => logger.warn('paymentWebhook: signature refused', { reason });

export const paymentEventSettled = (eventId: string, type: string, outcome: string) =>
  logger.info('paymentWebhook: event settled', { eventId, type, outcome });

export const unpaidOrdersReleased = (released: number) => logger.info('releaseUnpaidOrders: done', { released });
