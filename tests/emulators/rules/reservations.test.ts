import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { AT, long, newReservation, sites, storedReservation } from '../support/fixtures';
import { SITE, allows, dbAs, denies, seed, submitAs, useRulesEnvironment, type Role } from '../support/rules';

useRulesEnvironment();

const OUTSIDERS: readonly Role[] = ['visitor', 'anonymous', 'otherOwner'];

describe('sites/{siteId}/reservations', () => {
  const existing = `sites/${SITE}/reservations/existing`;
  const fresh = `sites/${SITE}/reservations/fresh`;
  const send =
    (role: Role, data: Record<string, unknown>, path = fresh) =>
    () =>
      submitAs(role, path, data);
  const ownerUpdate = (patch: Record<string, unknown>, role: Role = 'owner') =>
    updateDoc(doc(dbAs(role), existing), patch);
  beforeEach(() => seed({ ...sites(), [existing]: storedReservation() }));

  for (const role of OUTSIDERS) {
    denies(`${role} get`, () => getDoc(doc(dbAs(role), existing)));
    denies(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/reservations`)));
    denies(`${role} update`, () => ownerUpdate({ status: 'confirmed' }, role));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), existing)));
  }
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), existing)));
    allows(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/reservations`)));
  }

  allows('visitor create of a reservation as the product dialog sends it', send('anonymous', newReservation()));
  allows(
    'visitor create of a variant priced in the shop, without a note',
    send('anonymous', newReservation({ unitPrice: null, priceLabel: 'Prix en boutique', note: '' })),
  );
  denies('signed-out visitor create (nobody to count it against)', send('visitor', newReservation()));
  denies('visitor create with an extra field', send('anonymous', newReservation({ paid: true })));
  denies('visitor create without a field', () => {
    const { note: _note, ...rest } = newReservation();
    return submitAs('anonymous', fresh, rest);
  });
  denies('visitor create of no item', send('anonymous', newReservation({ quantity: 0 })));
  denies('visitor create of 100 items', send('anonymous', newReservation({ quantity: 100 })));
  allows('visitor create of 99 items', send('anonymous', newReservation({ quantity: 99 })));
  denies('visitor create of half an item', send('anonymous', newReservation({ quantity: 1.5 })));
  denies('visitor create with a negative price', send('anonymous', newReservation({ unitPrice: -1 })));
  denies('visitor create with a price as text', send('anonymous', newReservation({ unitPrice: '12,90' })));
  denies(
    'visitor create with a date in another format',
    send('anonymous', newReservation({ pickupDate: '14/03/2025' })),
  );
  denies('visitor create with an hour that does not exist', send('anonymous', newReservation({ pickupTime: '24:00' })));
  denies('visitor create with seconds in the time', send('anonymous', newReservation({ pickupTime: '10:30:00' })));
  denies('visitor create without a phone', send('anonymous', newReservation({ customerPhone: ' ' })));
  denies('visitor create of a 31-character phone', send('anonymous', newReservation({ customerPhone: long(31) })));
  denies(
    'visitor create with CR/LF in the email (header injection)',
    send('anonymous', newReservation({ customerEmail: 'louise@example.fr\r\nBcc: tous@example.fr' })),
  );
  denies('visitor create of a 1001-character note', send('anonymous', newReservation({ note: long(1001) })));
  denies('visitor create of a blank product name', send('anonymous', newReservation({ productName: '\u00a0' })));
  denies(
    'visitor create of a reservation already confirmed',
    send('anonymous', newReservation({ status: 'confirmed' })),
  );
  denies('visitor create with a reason', send('anonymous', newReservation({ statusReason: 'VIP' })));
  denies('visitor create of a reservation already seen', send('anonymous', newReservation({ isViewed: true })));
  denies('visitor create with a client clock', send('anonymous', newReservation({ createdAt: AT })));
  denies(
    'visitor create on a site that does not exist',
    send('anonymous', newReservation(), 'sites/nope/reservations/r'),
  );
  denies('visitor create not counted against the visitor', () =>
    submitAs('anonymous', fresh, newReservation(), {
      minuteStart: serverTimestamp(),
      minuteCount: 1,
      dayStart: serverTimestamp(),
      dayCount: 1,
      lastLead: `sites/${SITE}/reservations/other`,
    }),
  );

  allows('owner confirming a reservation and marking it seen', () =>
    ownerUpdate({ status: 'confirmed', isViewed: true }),
  );
  allows('owner declining with a reason', () =>
    ownerUpdate({ status: 'declined', statusReason: 'Plus de pots de 500 g avant lundi.' }),
  );
  denies('owner setting an unknown status', () => ownerUpdate({ status: 'paid' }));
  denies('owner writing a 1001-character reason', () => ownerUpdate({ status: 'cancelled', statusReason: long(1001) }));
  denies('owner changing the quantity', () => ownerUpdate({ quantity: 3 }));
  denies('owner moving the pick-up', () => ownerUpdate({ pickupDate: '2025-03-15' }));
  allows('admin marking a reservation collected', () => ownerUpdate({ status: 'collected' }, 'admin'));
  denies('admin rewriting createdAt', () => ownerUpdate({ createdAt: serverTimestamp() }, 'admin'));

  allows('owner delete', () => deleteDoc(doc(dbAs('owner'), existing)));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), existing)));
});
