import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  long,
  newContactMessage,
  newQuoteRequest,
  sites,
  storedContactMessage,
  storedQuoteRequest,
  storedReservation,
} from '../support/fixtures';
import { SITE, allows, dbAs, denies, seed, submitAs, useRulesEnvironment } from '../support/rules';

useRulesEnvironment();

type Data = Record<string, unknown>;

/**
 * Every lead carries the shop's private note: the same rule on the three collections. Visitors create
 * quote requests and messages; reservations only the submitReservation function writes (no client
 * create at all: reservations.test.ts).
 */
const LEADS: readonly { collection: string; stored(): Data; fresh?(overrides?: Data): Data }[] = [
  { collection: 'quoteRequests', stored: storedQuoteRequest, fresh: newQuoteRequest },
  { collection: 'contactMessages', stored: storedContactMessage, fresh: newContactMessage },
  { collection: 'reservations', stored: storedReservation },
];

for (const lead of LEADS) {
  describe(`sites/{siteId}/${lead.collection}: the owner's private note`, () => {
    const existing = `sites/${SITE}/${lead.collection}/existing`;
    beforeEach(() => seed({ ...sites(), [existing]: lead.stored() }));

    allows('owner writing a note', () => updateDoc(doc(dbAs('owner'), existing), { ownerNote: 'Rappeler lundi' }));
    allows('owner writing a 1000-character note', () =>
      updateDoc(doc(dbAs('owner'), existing), { ownerNote: long(1000) }),
    );
    denies('owner writing a 1001-character note', () =>
      updateDoc(doc(dbAs('owner'), existing), { ownerNote: long(1001) }),
    );
    denies('owner writing a note that is not text', () => updateDoc(doc(dbAs('owner'), existing), { ownerNote: 42 }));
    allows('admin writing a note and marking the lead seen', () =>
      updateDoc(doc(dbAs('admin'), existing), { ownerNote: 'Vu au téléphone', isViewed: true }),
    );
    denies("another shop's owner writing a note", () =>
      updateDoc(doc(dbAs('otherOwner'), existing), { ownerNote: 'Intrus' }),
    );
    denies('visitor writing a note on a lead', () =>
      updateDoc(doc(dbAs('anonymous'), existing), { ownerNote: 'Moi-même' }),
    );
    const { fresh } = lead;
    if (fresh) {
      const path = `sites/${SITE}/${lead.collection}/fresh`;
      denies('visitor sending a note with a new lead', () =>
        submitAs('anonymous', path, fresh({ ownerNote: 'Client VIP' })),
      );
      allows('visitor sending a new lead with the note empty', () =>
        submitAs('anonymous', path, fresh({ ownerNote: '' })),
      );
      denies('visitor sending a new lead without the note field', () => {
        const { ownerNote: _ownerNote, ...rest } = fresh();
        return submitAs('anonymous', path, rest);
      });
    }

    it('lets the owner clear a note', async () => {
      await updateDoc(doc(dbAs('owner'), existing), { ownerNote: 'À rappeler' });
      await updateDoc(doc(dbAs('owner'), existing), { ownerNote: '' });
      expect((await getDoc(doc(dbAs('owner'), existing))).get('ownerNote')).toBe('');
    });
  });
}
