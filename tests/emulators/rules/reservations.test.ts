import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { PLAIN_REASONS, REASONS_WITH_LINKS } from '@comptoir/core/testing';
import { beforeEach, describe } from 'vitest';
import { long, newReservation, sites, storedReservation } from '../support/fixtures';
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

  // Only the submitReservation function writes one: it copies the shop's product and price and
  // checks the pick-up; its customer is then emailed. No client creates one, even perfectly formed.
  for (const role of ['visitor', 'anonymous', 'owner', 'otherOwner', 'admin'] as const) {
    denies(`${role} create, counted and exactly as the function writes it`, send(role, newReservation()));
  }
  denies('anonymous create with a product name and price of its own', () =>
    submitAs('anonymous', fresh, newReservation({ productName: 'Voir https://phish.test', unitPrice: 0 })),
  );
  denies('owner create for a stranger’s address', () =>
    setDoc(doc(dbAs('owner'), fresh), newReservation({ customerEmail: 'inconnu@example.fr' })),
  );
  denies('admin create without counters', () => setDoc(doc(dbAs('admin'), fresh), newReservation()));

  allows('owner confirming a reservation and marking it seen', () =>
    ownerUpdate({ status: 'confirmed', isViewed: true }),
  );
  allows('owner declining with a reason', () =>
    ownerUpdate({ status: 'declined', statusReason: 'Plus de pots de 500 g avant lundi.' }),
  );
  denies('owner setting an unknown status', () => ownerUpdate({ status: 'paid' }));
  // The reason is mailed to the customer: short plain words, never a link or an address.
  for (const statusReason of PLAIN_REASONS) {
    allows(`owner declining with « ${statusReason.slice(0, 40)}… » (${statusReason.length} characters)`, () =>
      ownerUpdate({ status: 'declined', statusReason }),
    );
  }
  denies('owner writing a 301-character reason', () => ownerUpdate({ status: 'cancelled', statusReason: long(301) }));
  for (const statusReason of REASONS_WITH_LINKS) {
    denies(`owner declining with « ${statusReason.replace('\n', ' ')} »`, () =>
      ownerUpdate({ status: 'declined', statusReason }),
    );
  }
  denies('admin declining with a link', () =>
    ownerUpdate({ status: 'declined', statusReason: 'https://phish.test' }, 'admin'),
  );
  denies('owner changing the quantity', () => ownerUpdate({ quantity: 3 }));
  denies('owner moving the pick-up', () => ownerUpdate({ pickupDate: '2025-03-15' }));
  allows('admin marking a reservation collected', () => ownerUpdate({ status: 'collected' }, 'admin'));
  denies('admin rewriting createdAt', () => ownerUpdate({ createdAt: serverTimestamp() }, 'admin'));

  allows('owner delete', () => deleteDoc(doc(dbAs('owner'), existing)));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), existing)));
});
