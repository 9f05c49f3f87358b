import type { z } from 'zod';
import { momentIn } from '../domain/calendar';
import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import { refs } from '../model/refs';
import { recipientsRef } from '../model/recipient-refs';
import { getDoc, setDoc } from '../model/repo';
import { sendTestEmailInput, type sendTestEmailOutput } from '../model/callables';
import type { QuoteRequest } from '../model/leads';
import { parseInput, type Caller } from './caller';
import { deliver, logStamps, pendingRecord } from './deliver-notification';
import { quoteRequestEmail } from './lead-emails';
import type { Mailer } from './mailer';
import { MISSING_ADDRESS_MESSAGES, notificationAddresses } from './notification-addresses';
import { requireOnline, requireSiteManager } from './site-access';
import { chargeOwnerEmail } from './site-email-quota';

/** The made-up request the settings screen's test email shows, every field filled. */
export function sampleQuoteRequest(now: Date): QuoteRequest {
  return {
    customerFirstName: 'Jean',
    customerLastName: 'Dupont',
    customerEmail: 'jean.dupont@example.com',
    customerCompany: 'Entreprise Test',
    customerPhone: '01 23 45 67 89',
    serviceType: 'Test',
    message:
      'Ceci est un email de test\u00a0: vos notifications de demandes de devis et de messages sont bien configurées.',
    eventDate: momentIn(now).date,
    eventGuests: 50,
    eventBudget: '1 000 €',
    ownerNote: '',
    status: 'new',
    isViewed: false,
    createdAt: now,
  };
}

export const TEST_SUBJECT_PREFIX = '[Test] ';

/**
 * The settings screen's "send a test email": a sample quote notification to the site's confirmed
 * merchant addresses, logged under notifications/ like real ones. Owner or admin of the site only, at most
 * `LIMITS_PER_HOUR.testEmails` an hour per site.
 */
export async function sendTestEmail(
  db: DataPort,
  mailer: Mailer,
  caller: Caller | null,
  input: unknown,
  now: Date = new Date(),
): Promise<z.output<typeof sendTestEmailOutput>> {
  const { siteId } = parseInput(sendTestEmailInput, input);
  const { site } = await requireSiteManager(db, caller, siteId);
  requireOnline(site);
  const confirmed = (await getDoc(db, recipientsRef(siteId)))?.confirmed ?? [];
  const addresses = notificationAddresses(await getDoc(db, refs.sitePrivate(siteId)), confirmed);
  if (!addresses.ok) throw new FunctionError('failed-precondition', MISSING_ADDRESS_MESSAGES[addresses.missing]);
  await chargeOwnerEmail(db, siteId, 'testEmails', now);

  const sample = quoteRequestEmail(sampleQuoteRequest(now), site.name, addresses.addresses, mailer.sender);
  const email = { ...sample, subject: `${TEST_SUBJECT_PREFIX}${sample.subject}` };
  const record = refs.item(siteId, 'notifications', `test-${db.newId()}`);
  await setDoc(db, record, { ...pendingRecord('test', email), ...logStamps() });

  const outcome = await deliver(db, mailer, record, email);
  if (outcome.status === 'failed') {
    throw new FunctionError('unavailable', `L’envoi de l’email a échoué (${outcome.error}).`);
  }
  return { recipients: outcome.recipients };
}
