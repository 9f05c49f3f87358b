import type { DataPort } from '../port/data-port';
import { prospectRefs } from '../model/prospect-refs';
import { refs } from '../model/refs';
import { queueWrite, setWrite } from '../model/repo';
import { PLAN_LABELS } from '../model/plans';
import { prospectSchema, type Prospect } from '../model/prospect';
import { userSchema } from '../model/user';
import { deliver, logStamps, pendingRecord } from './deliver-notification';
import { escapeHtml, fieldsAsHtml, fieldsAsText, headerValue, paragraphHtml } from './email-text';
import type { EmailMessage, Mailer } from './mailer';
import { INVALID_LEAD_REASON, type NotificationOutcome } from './notify-new-lead';

export interface NewProspectEvent {
  /** The trigger event's id: a replayed event finds its claim and sends nothing. */
  eventId: string;
  data: unknown;
}

export const NO_ADMIN_EMAIL_REASON = 'Aucun administrateur avec une adresse email\u00a0: aucun email envoyé.';

export function prospectEmail(prospect: Prospect, sender: string, to: string[]): EmailMessage {
  const plan = prospect.plan ? PLAN_LABELS[prospect.plan] : 'pas encore choisie';
  const fields = [
    { label: 'Commerce', value: prospect.shopName },
    { label: 'Nom', value: prospect.name },
    { label: 'Email', value: prospect.email },
    { label: 'Téléphone', value: prospect.phone },
    { label: 'Formule', value: plan },
  ];
  const intro = 'Un commerce demande à être mis en ligne depuis la page d’accueil de Comptoir.';
  const outro =
    'Retrouvez la demande dans le back-office, menu «\u00a0Demandes de sites\u00a0». Répondez à cet email pour écrire directement au commerçant.';
  const message = prospect.message || 'Aucun message.';
  return {
    from: { name: 'Comptoir', email: sender },
    to,
    replyTo: headerValue(prospect.email) || null,
    subject: headerValue(`Nouvelle demande\u00a0: ${prospect.shopName} (formule ${plan})`),
    text: ['Bonjour,', intro, fieldsAsText(fields), `Message\u00a0:\n${message}`, outro].join('\n\n'),
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      fieldsAsHtml(fields),
      '<p><strong>Message :</strong></p>',
      paragraphHtml(message),
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  };
}

async function adminEmails(db: DataPort): Promise<string[]> {
  const admins = await db.query(refs.users().path, { where: [['role', '==', 'admin']] });
  return admins.flatMap((doc) => {
    const user = userSchema.safeParse(doc.data);
    return user.success && user.data.email ? [user.data.email] : [];
  });
}

/**
 * Emails the platform's administrators about a shop's request (Firestore trigger; the sandbox runs
 * it on its own writes), from the platform's sender. Claimed first, like the leads' emails, so a
 * replayed event sends nothing.
 */
export async function notifyNewProspect(
  db: DataPort,
  mailer: Mailer,
  event: NewProspectEvent,
): Promise<NotificationOutcome> {
  const record = prospectRefs.notification(event.eventId);
  const prospect = prospectSchema.safeParse(event.data);
  const recipients = await adminEmails(db);
  const next: { send: true; email: EmailMessage } | { send: false; reason: string } = !prospect.success
    ? { send: false, reason: INVALID_LEAD_REASON }
    : recipients.length === 0
      ? { send: false, reason: NO_ADMIN_EMAIL_REASON }
      : { send: true, email: prospectEmail(prospect.data, mailer.sender, recipients) };

  const claimed = await db.transaction(async (tx) => {
    if (await tx.get(record.path)) return false;
    const entry = next.send
      ? pendingRecord('prospect', next.email)
      : { kind: 'prospect' as const, status: 'skipped' as const, error: next.reason };
    queueWrite(tx, setWrite(record, { ...entry, ...logStamps() }));
    return true;
  });
  if (!claimed) return { status: 'duplicate' };
  if (!next.send) return { status: 'skipped', reason: next.reason };
  return deliver(db, mailer, record, next.email);
}
