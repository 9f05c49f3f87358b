import { recipientsRef } from '../model/recipient-refs';
import { refs } from '../model/refs';
import { seedDoc, type SeedDocument } from './seed-document';

/** A seeded shop's notification addresses, every merchant email already confirmed. */
export function seedNotificationAddresses(
  siteId: string,
  senderEmail: string,
  merchantEmails: string[],
): SeedDocument[] {
  return [
    seedDoc(refs.sitePrivate(siteId), { senderEmail, merchantEmails }),
    seedDoc(recipientsRef(siteId), { confirmed: merchantEmails.map((email) => email.toLowerCase()) }),
  ];
}
