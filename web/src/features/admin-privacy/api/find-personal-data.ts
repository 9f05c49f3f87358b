import { emailKey, getCollection, refs, type DataPort, type PersonalRecord } from '@comptoir/core';

/**
 * Every quote request, contact message and reservation of the site sent with this address, newest
 * first: one equality query per collection on the address's key, so only that person's documents are
 * read, whatever the shop holds.
 */
export async function findPersonalData(db: DataPort, siteId: string, email: string): Promise<PersonalRecord[]> {
  const spec = { where: [['emailKey', '==', emailKey(email)]] as const };
  const [quotes, messages, reservations] = await Promise.all([
    getCollection(db, refs.collection(siteId, 'quoteRequests'), spec),
    getCollection(db, refs.collection(siteId, 'contactMessages'), spec),
    getCollection(db, refs.collection(siteId, 'reservations'), spec),
  ]);
  const records: PersonalRecord[] = [
    ...quotes.map(({ id, ...data }) => ({ kind: 'quoteRequest' as const, id, data })),
    ...messages.map(({ id, ...data }) => ({ kind: 'contactMessage' as const, id, data })),
    ...reservations.map(({ id, ...data }) => ({ kind: 'reservation' as const, id, data })),
  ];
  return records.sort((a, b) => (b.data.createdAt?.getTime() ?? 0) - (a.data.createdAt?.getTime() ?? 0));
}
