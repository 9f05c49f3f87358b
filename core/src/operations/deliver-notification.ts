import type { DataPort } from '../port/data-port';
import { NOTIFICATION_RETENTION_DAYS } from '../domain/retention';
import { serverTimestamp } from '../port/field-values';
import type { DocRef } from '../model/refs';
import { updateDoc } from '../model/repo';
import type { NotificationLog, notificationSchema } from '../model/leads';
import { formatSender, type EmailMessage, type Mailer } from './mailer';

export type DeliveryOutcome = { status: 'sent' | 'logged'; recipients: number } | { status: 'failed'; error: string };

/** When a notification log is written, and when it expires. */
export function logStamps(now: Date = new Date()) {
  return {
    createdAt: serverTimestamp(),
    expireAt: new Date(now.getTime() + NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  };
}

/** The log entry written before sending (status 'pending'), completed by `deliver`. */
export function pendingRecord(kind: NotificationLog['kind'], email: EmailMessage) {
  const { to, from, replyTo, subject, text } = email;
  return { kind, status: 'pending' as const, to, from: formatSender(from), replyTo, subject, text, error: null };
}

/** Sends a claimed notification and records how it went; a provider failure is recorded, not thrown. */
export async function deliver(
  db: DataPort,
  mailer: Mailer,
  record: DocRef<typeof notificationSchema>,
  email: EmailMessage,
): Promise<DeliveryOutcome> {
  try {
    await mailer.send(email);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateDoc(db, record, { status: 'failed', error: message.slice(0, 1000) });
    return { status: 'failed', error: message };
  }
  const status = mailer.delivers ? 'sent' : 'logged';
  await updateDoc(db, record, { status });
  return { status, recipients: email.to.length };
}
