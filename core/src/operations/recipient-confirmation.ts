import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import {
  recipientConfirmationRef,
  recipientConfirmationSchema,
  recipientsRef,
  recipientsSchema,
} from '../model/recipient-refs';
import { refs } from '../model/refs';
import { getDoc, queueWrite, removeWrite, setDoc, setWrite } from '../model/repo';
import {
  confirmRecipientInput,
  sendRecipientConfirmationInput,
  type confirmRecipientOutput,
  type sendRecipientConfirmationOutput,
} from '../model/callables';
import { siteSchema } from '../model/site';
import { parseInput, type Caller } from './caller';
import { deliver, logStamps, pendingRecord } from './deliver-notification';
import { escapeHtml, headerValue } from './email-text';
import { isPlainText } from '../model/form-text';
import { DEFAULT_SITE_NAME } from './lead-emails';
import type { EmailMessage, Mailer } from './mailer';
import { addressKey } from './notification-addresses';
import { requireOnline, requireSiteManager } from './site-access';
import { chargeOwnerEmail } from './site-email-quota';

/** How long a confirmation link can be used. */
export const CONFIRMATION_LINK_DAYS = 7;

/** The page of the app that confirms an address (its query parameter carries the secret). */
export const CONFIRMATION_PATH = '/confirmer-email';

export const UNSAVED_ADDRESS_MESSAGE = 'Enregistrez d’abord cette adresse parmi les emails marchands.';
export const INVALID_LINK_MESSAGE =
  'Ce lien de confirmation n’est plus valide. Demandez-en un nouveau depuis les paramètres du site.';

/** 32 random bytes, base64url: the link's secret and its document's id. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function confirmationLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${CONFIRMATION_PATH}?jeton=${token}`;
}

/** The email asking an address's owner whether they want the shop's notifications. */
export function confirmationEmail(siteName: string, to: string, link: string, sender: string): EmailMessage {
  // An address nobody confirmed yet: the shop's name only when no mail client would make a link of it.
  const name = headerValue(siteName);
  const site = name !== '' && isPlainText(name) ? name : DEFAULT_SITE_NAME;
  const intro = `${site} souhaite recevoir à cette adresse les demandes de devis et les messages de son site, publié avec Comptoir.`;
  const ask = `Pour les recevoir, confirmez votre adresse en ouvrant ce lien (valable ${CONFIRMATION_LINK_DAYS}\u00a0jours)\u00a0:`;
  const outro =
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email\u00a0: vous ne recevrez rien d’autre de ce site.';
  return {
    from: { name: 'Comptoir', email: sender },
    to: [headerValue(to)],
    replyTo: null,
    subject: headerValue(`Confirmez votre adresse – ${site}`),
    text: ['Bonjour,', intro, `${ask}\n${link}`, outro].join('\n\n'),
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(ask)}<br><a href="${escapeHtml(link)}">Confirmer mon adresse</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  };
}

/** The log keeps the email without its link: whoever reads the log must not be able to confirm. */
function withoutLink(email: EmailMessage, link: string): EmailMessage {
  return { ...email, text: email.text.replace(link, '[lien de confirmation]'), html: '' };
}

/**
 * Emails a confirmation link to one of the site's saved merchant addresses: until its owner opens
 * it, the address receives nothing (a shop cannot make the platform mail a stranger). Owner or
 * admin of the site, at most `LIMITS_PER_HOUR.confirmationEmails` an hour per site. Where no email
 * leaves the machine, the answer carries the link so the demo can be confirmed.
 */
export async function sendRecipientConfirmation(
  db: DataPort,
  mailer: Mailer,
  caller: Caller | null,
  input: unknown,
  appUrl: string,
  now: Date = new Date(),
): Promise<z.output<typeof sendRecipientConfirmationOutput>> {
  const { siteId, email } = parseInput(sendRecipientConfirmationInput, input);
  const { site } = await requireSiteManager(db, caller, siteId);
  requireOnline(site);
  const key = addressKey(email);
  const saved = (await getDoc(db, refs.sitePrivate(siteId)))?.merchantEmails ?? [];
  const address = saved.find((candidate) => addressKey(candidate) === key);
  if (!address) throw new FunctionError('failed-precondition', UNSAVED_ADDRESS_MESSAGE);
  const confirmed = (await getDoc(db, recipientsRef(siteId)))?.confirmed ?? [];
  if (confirmed.includes(key)) return { status: 'confirmed', previewLink: null };
  await chargeOwnerEmail(db, siteId, 'confirmationEmails', now);

  const token = newToken();
  const expireAt = new Date(now.getTime() + CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000);
  await setDoc(db, recipientConfirmationRef(token), {
    siteId,
    siteCreatedAt: site.createdAt,
    email: key,
    createdAt: now,
    expireAt,
  });
  const link = confirmationLink(appUrl, token);
  const message = confirmationEmail(site.name, address, link, mailer.sender);
  const record = refs.item(siteId, 'notifications', `confirmation-${db.newId()}`);
  await setDoc(db, record, { ...pendingRecord('confirmation', withoutLink(message, link)), ...logStamps(now) });

  const outcome = await deliver(db, mailer, record, message);
  if (outcome.status === 'failed') {
    throw new FunctionError('unavailable', `L’envoi de l’email a échoué (${outcome.error}).`);
  }
  return { status: 'sent', previewLink: mailer.delivers ? null : link };
}

/**
 * The link's page: the address joins the site's confirmed recipients and the link is used up.
 * No account needed — the link's 256-bit secret is the proof of access to the mailbox.
 */
export async function confirmRecipient(
  db: DataPort,
  input: unknown,
  now: Date = new Date(),
): Promise<z.output<typeof confirmRecipientOutput>> {
  const { token } = parseInput(confirmRecipientInput, input);
  const ref = recipientConfirmationRef(token);
  const done = await db.transaction(async (tx) => {
    const pending = recipientConfirmationSchema.safeParse((await tx.get(ref.path))?.data);
    if (!pending.success || pending.data.expireAt.getTime() <= now.getTime()) return null;
    const { siteId, email } = pending.data;
    const site = siteSchema.safeParse((await tx.get(refs.site(siteId).path))?.data);
    const current = recipientsSchema.safeParse((await tx.get(recipientsRef(siteId).path))?.data ?? {});
    // The site it was made for: a site created since under the same id is another one.
    if (!site.success || site.data.createdAt.getTime() !== pending.data.siteCreatedAt.getTime()) return null;
    const confirmed = current.success ? current.data.confirmed : [];
    if (!confirmed.includes(email))
      queueWrite(tx, setWrite(recipientsRef(siteId), { confirmed: [...confirmed, email] }));
    queueWrite(tx, removeWrite(ref));
    return { email, siteName: site.data.name };
  });
  if (!done) throw new FunctionError('not-found', INVALID_LINK_MESSAGE);
  return done;
}
