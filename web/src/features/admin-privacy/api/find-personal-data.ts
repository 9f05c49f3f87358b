import { getCollection, recordEmail, refs, sameEmail, type DataPort, type PersonalRecord } from '@comptoir/core';

/** Every quote request, contact message and reservation of the site sent with this address, newest first. */
export async function findPersonalData(db: DataPort, siteId: string, email: string): Promise<PersonalRecord[]> {
  const [quotes, messages, reservations] = await Promise.all([
    getCollection(db, refs.collection(siteId, 'quoteRequests')),
    getCollection(db, refs.collection(siteId, 'contactMessages')),
    getCollection(db, refs.collection(siteId, 'reservations')),
  ]);
  const records: PersonalRecord[] = [
    ...quotes.map(({ id, ...data }) => ({ kind: 'quoteRequest' as const, id, data })),
    ...messages.map(({ id, ...data }) => ({ kind: 'contactMessage' as const, id, data })),
    ...reservations.map(({ id, ...data }) => ({ kind: 'reservation' as const, id, data })),
  ];
  return records
    .filter((record) => sameEmail(recordEmail(record), email))
    .sort((a, b) => (b.data.createdAt?.getTime() ?? 0) - (a.data.createdAt?.getTime() ?? 0));
}
