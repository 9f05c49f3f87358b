import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import {
  AT,
  CONTENT,
  long,
  newContactMessage,
  newQuoteRequest,
  siteDoc,
  sites,
  storedContactMessage,
  storedQuoteRequest,
} from '../support/fixtures';
import { SITE, UIDS, allows, dbAs, denies, seed, submitAs, useRulesEnvironment, type Role } from '../support/rules';

useRulesEnvironment();

const VISITORS: readonly Role[] = ['visitor', 'anonymous'];
const OUTSIDERS: readonly Role[] = ['visitor', 'anonymous', 'otherOwner'];

describe('sites/{siteId}/quoteRequests', () => {
  const existing = `sites/${SITE}/quoteRequests/existing`;
  const fresh = `sites/${SITE}/quoteRequests/fresh`;
  const send =
    (role: Role, data: Record<string, unknown>, path = fresh) =>
    () =>
      submitAs(role, path, data);
  beforeEach(() => seed({ ...sites(), [existing]: storedQuoteRequest() }));

  for (const role of OUTSIDERS) {
    denies(`${role} get`, () => getDoc(doc(dbAs(role), existing)));
    denies(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/quoteRequests`)));
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), existing), { isViewed: true }));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), existing)));
  }
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), existing)));
    allows(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/quoteRequests`)));
  }

  allows('visitor create of a request as the quote form sends it', send('anonymous', newQuoteRequest()));
  denies('visitor create on a shop whose plan has no services page (Essentiel)', async () => {
    await seed({ ...sites(), [`sites/${SITE}`]: siteDoc(UIDS.owner, 'Épicerie du Marché', 'essentiel') });
    return submitAs('anonymous', fresh, newQuoteRequest());
  });
  allows('visitor create on a shop on the Pro plan', async () => {
    await seed({ ...sites(), [`sites/${SITE}`]: siteDoc(UIDS.owner, 'Épicerie du Marché', 'pro') });
    return submitAs('anonymous', fresh, newQuoteRequest());
  });
  denies('signed-out visitor create (nobody to count it against)', send('visitor', newQuoteRequest()));
  allows(
    'visitor create with the optional fields empty',
    send(
      'anonymous',
      newQuoteRequest({
        customerCompany: null,
        customerPhone: null,
        eventDate: null,
        eventGuests: null,
        eventBudget: null,
      }),
    ),
  );
  denies('visitor create with an extra field', send('anonymous', newQuoteRequest({ status_note: 'vip' })));
  denies(
    'visitor create with a first name made of spaces',
    send('anonymous', newQuoteRequest({ customerFirstName: '   ' })),
  );
  denies(
    'visitor create with a non-breaking space for a name',
    send('anonymous', newQuoteRequest({ customerLastName: '\u00a0' })),
  );
  allows('visitor create with a padded name', send('anonymous', newQuoteRequest({ customerFirstName: ' Jean ' })));
  denies(
    'visitor create with CR/LF in the email (header injection)',
    send('anonymous', newQuoteRequest({ customerEmail: 'jean@exemple.fr\r\nBcc: tous@exemple.fr' })),
  );
  denies(
    'visitor create with a space in the email',
    send('anonymous', newQuoteRequest({ customerEmail: 'jean @exemple.fr' })),
  );
  denies('visitor create without a field', () => {
    const { eventBudget: _eventBudget, ...rest } = newQuoteRequest();
    return submitAs('anonymous', fresh, rest);
  });
  denies('visitor create of a 5001-character message', send('anonymous', newQuoteRequest({ message: long(5001) })));
  denies(
    'visitor create of a 101-character first name',
    send('anonymous', newQuoteRequest({ customerFirstName: long(101) })),
  );
  denies('visitor create of an empty last name', send('anonymous', newQuoteRequest({ customerLastName: '' })));
  denies('visitor create with an invalid email', send('anonymous', newQuoteRequest({ customerEmail: 'pas-un-email' })));
  allows(
    'visitor create with an address typed in capitals, its key lower-cased',
    send('anonymous', newQuoteRequest({ customerEmail: 'Camille@Example.fr', emailKey: 'camille@example.fr' })),
  );
  denies(
    'visitor create with the address key as typed, not lower-cased',
    send('anonymous', newQuoteRequest({ customerEmail: 'Camille@Example.fr', emailKey: 'Camille@Example.fr' })),
  );
  denies(
    'visitor create with the key of another address (to hide from the personal data search)',
    send('anonymous', newQuoteRequest({ emailKey: 'autre@example.fr' })),
  );
  denies('visitor create without the address key', () => {
    const { emailKey: _emailKey, ...rest } = newQuoteRequest();
    return submitAs('anonymous', fresh, rest);
  });
  denies('visitor create of a 31-character phone', send('anonymous', newQuoteRequest({ customerPhone: long(31) })));
  denies(
    'visitor create with a guest count that is not a whole number',
    send('anonymous', newQuoteRequest({ eventGuests: 2.5 })),
  );
  denies(
    'visitor create of a request already in progress',
    send('anonymous', newQuoteRequest({ status: 'in_progress' })),
  );
  denies('visitor create of a request already seen', send('anonymous', newQuoteRequest({ isViewed: true })));
  denies('visitor create with a client clock', send('anonymous', newQuoteRequest({ createdAt: AT })));
  denies(
    'visitor create on a site that does not exist',
    send('anonymous', newQuoteRequest(), 'sites/nope/quoteRequests/q'),
  );
  allows('owner create (an owner testing their own form)', send('owner', newQuoteRequest()));
  denies('owner create of a request already completed', send('owner', newQuoteRequest({ status: 'completed' })));

  allows('owner marking a request as seen', () => updateDoc(doc(dbAs('owner'), existing), { isViewed: true }));
  allows('owner moving a request to in progress', () =>
    updateDoc(doc(dbAs('owner'), existing), { status: 'in_progress' }),
  );
  denies('owner editing what the visitor wrote', () =>
    updateDoc(doc(dbAs('owner'), existing), { message: 'Autre chose' }),
  );
  denies('owner setting an unknown status', () => updateDoc(doc(dbAs('owner'), existing), { status: 'archived' }));
  denies('owner setting isViewed to a string', () => updateDoc(doc(dbAs('owner'), existing), { isViewed: 'oui' }));
  allows('admin marking a request as completed', () =>
    updateDoc(doc(dbAs('admin'), existing), { status: 'completed', isViewed: true }),
  );
  denies('admin rewriting createdAt', () => updateDoc(doc(dbAs('admin'), existing), { createdAt: serverTimestamp() }));

  // Erasure on request: the site's owner deletes a person's quote requests.
  allows('owner delete', () => deleteDoc(doc(dbAs('owner'), existing)));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), existing)));
});

describe('sites/{siteId}/contactMessages', () => {
  const existing = `sites/${SITE}/contactMessages/existing`;
  const fresh = `sites/${SITE}/contactMessages/fresh`;
  const send =
    (role: Role, data: Record<string, unknown>, path = fresh) =>
    () =>
      submitAs(role, path, data);
  beforeEach(() => seed({ ...sites(), [existing]: storedContactMessage() }));

  for (const role of OUTSIDERS) {
    denies(`${role} get`, () => getDoc(doc(dbAs(role), existing)));
    denies(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/contactMessages`)));
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), existing), { isViewed: true }));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), existing)));
  }
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), existing)));
    allows(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/contactMessages`)));
  }

  allows('visitor create of a message as the contact form sends it', send('anonymous', newContactMessage()));
  denies('signed-out visitor create (nobody to count it against)', send('visitor', newContactMessage()));
  denies('visitor create with an extra field', send('anonymous', newContactMessage({ phone: '0600000000' })));
  denies('visitor create of a 5001-character message', send('anonymous', newContactMessage({ message: long(5001) })));
  denies('visitor create of a 201-character subject', send('anonymous', newContactMessage({ subject: long(201) })));
  denies('visitor create of an empty first name', send('anonymous', newContactMessage({ firstName: '' })));
  denies('visitor create with an invalid email', send('anonymous', newContactMessage({ email: 'a@b' })));
  allows(
    'visitor create with an address typed in capitals, its key lower-cased',
    send('anonymous', newContactMessage({ email: 'Helene@Example.FR', emailKey: 'helene@example.fr' })),
  );
  denies(
    'visitor create with the key of another address',
    send('anonymous', newContactMessage({ emailKey: 'autre@example.fr' })),
  );
  denies('visitor create of a message already read', send('anonymous', newContactMessage({ isViewed: true })));
  denies('visitor create with a client clock', send('anonymous', newContactMessage({ updatedAt: AT })));
  denies(
    'visitor create on a site that does not exist',
    send('anonymous', newContactMessage(), 'sites/nope/contactMessages/m'),
  );

  allows('owner marking a message as read', () => updateDoc(doc(dbAs('owner'), existing), { isViewed: true }));
  allows('owner marking a message as read with a server updatedAt', () =>
    updateDoc(doc(dbAs('owner'), existing), { isViewed: true, updatedAt: serverTimestamp() }),
  );
  denies('owner marking a message as read with a client updatedAt', () =>
    updateDoc(doc(dbAs('owner'), existing), { isViewed: true, updatedAt: new Date('2025-03-13T08:00:00.000Z') }),
  );
  denies('owner editing the subject', () => updateDoc(doc(dbAs('owner'), existing), { subject: 'Autre' }));
  allows('admin marking a message as unread', () => updateDoc(doc(dbAs('admin'), existing), { isViewed: false }));
  denies('admin editing the email', () => updateDoc(doc(dbAs('admin'), existing), { email: 'autre@example.fr' }));
  denies('owner editing the address key', () =>
    updateDoc(doc(dbAs('owner'), existing), { emailKey: 'autre@example.fr' }),
  );

  allows('owner delete', () => deleteDoc(doc(dbAs('owner'), existing)));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), existing)));
});

describe('server-written documents', () => {
  const notification = `sites/${SITE}/notifications/evt-1`;
  const event = `sites/${SITE}/events/e1`;
  const marker = `${event}/participants/${UIDS.anonymous}`;
  const log = {
    kind: 'quoteRequest',
    status: 'sent',
    to: ['a@b.fr'],
    from: 'c@d.fr',
    replyTo: null,
    subject: 'S',
    text: 'T',
    error: null,
    createdAt: AT,
  };
  beforeEach(() =>
    seed({ ...sites(), [notification]: log, [event]: CONTENT.events.valid, [marker]: { createdAt: AT } }),
  );

  for (const role of [...VISITORS, 'owner', 'otherOwner'] as const) {
    denies(`${role} get of a notification log`, () => getDoc(doc(dbAs(role), notification)));
    denies(`${role} list of the notification logs`, () =>
      getDocs(collection(dbAs(role), `sites/${SITE}/notifications`)),
    );
    denies(`${role} get of a participant marker`, () => getDoc(doc(dbAs(role), marker)));
    denies(`${role} list of the participants`, () => getDocs(collection(dbAs(role), `${event}/participants`)));
  }
  allows('admin get of a notification log', () => getDoc(doc(dbAs('admin'), notification)));
  allows('admin list of the participants', () => getDocs(collection(dbAs('admin'), `${event}/participants`)));

  for (const role of ['anonymous', 'owner', 'admin'] as const) {
    denies(`${role} create of a notification log`, () =>
      setDoc(doc(dbAs(role), `sites/${SITE}/notifications/evt-2`), log),
    );
    denies(`${role} update of a notification log`, () =>
      updateDoc(doc(dbAs(role), notification), { status: 'failed' }),
    );
    denies(`${role} delete of a notification log (the replay guard)`, () => deleteDoc(doc(dbAs(role), notification)));
    denies(`${role} create of a participant marker`, () =>
      setDoc(doc(dbAs(role), `${event}/participants/${UIDS[role]}-2`), { createdAt: serverTimestamp() }),
    );
    denies(`${role} delete of a participant marker`, () => deleteDoc(doc(dbAs(role), marker)));
  }
});

describe('visitorQuotas/{uid}: public submissions per visitor', () => {
  const uid = UIDS.anonymous;
  const quota = `visitorQuotas/${uid}`;
  const lead = (id: string) => `sites/${SITE}/contactMessages/${id}`;
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
  const counters = (minuteCount: number, minuteStart: Date, dayCount = minuteCount, dayStart = minuteStart) => ({
    minuteStart,
    minuteCount,
    dayStart,
    dayCount,
    lastLead: lead('before'),
  });
  const next = (path: string, stored: ReturnType<typeof counters>) => ({
    ...stored,
    minuteCount: stored.minuteCount + 1,
    dayCount: stored.dayCount + 1,
    lastLead: path,
  });
  const withQuota = (stored: ReturnType<typeof counters>) => seed({ ...sites(), [quota]: stored });

  allows('a third submission within the minute', async () => {
    const stored = counters(2, ago(20));
    await withQuota(stored);
    return submitAs('anonymous', lead('m3'), newContactMessage(), next(lead('m3'), stored));
  });
  denies('a fourth submission within the minute', async () => {
    const stored = counters(3, ago(20));
    await withQuota(stored);
    return submitAs('anonymous', lead('m4'), newContactMessage(), next(lead('m4'), stored));
  });
  denies('resetting the minute before it is over', async () => {
    await withQuota(counters(3, ago(20)));
    return submitAs('anonymous', lead('m4'), newContactMessage());
  });
  allows('a new minute once the last one is over', async () => {
    const stored = counters(3, ago(90), 3, ago(90));
    await withQuota(stored);
    return submitAs('anonymous', lead('m4'), newContactMessage(), {
      ...next(lead('m4'), stored),
      minuteStart: serverTimestamp(),
      minuteCount: 1,
    });
  });
  denies('a 21st submission in the day, in a new minute', async () => {
    const stored = counters(3, ago(90), 20, ago(3600));
    await withQuota(stored);
    return submitAs('anonymous', lead('d21'), newContactMessage(), {
      ...next(lead('d21'), stored),
      minuteStart: serverTimestamp(),
      minuteCount: 1,
    });
  });
  denies('a submission without updating the counters', async () => {
    await withQuota(counters(1, ago(20)));
    return setDoc(doc(dbAs('anonymous'), lead('free')), newContactMessage());
  });
  denies('two submissions paid for by one count', async () => {
    const stored = counters(1, ago(20));
    await withQuota(stored);
    const db = dbAs('anonymous');
    const batch = writeBatch(db);
    batch.set(doc(db, quota), next(lead('a'), stored));
    batch.set(doc(db, lead('a')), newContactMessage());
    batch.set(doc(db, lead('b')), newContactMessage());
    return batch.commit();
  });
  // Every submission costs one count, always: a submission the owner deleted, written again at the
  // same path, pays again (the counters must move onto it in that very request).
  const submissions = {
    'quote request': { path: (id: string) => `sites/${SITE}/quoteRequests/${id}`, data: newQuoteRequest },
    'contact message': { path: lead, data: newContactMessage },
  };
  for (const [kind, { path, data }] of Object.entries(submissions)) {
    const named = { ...counters(1, ago(20)), lastLead: path('gone') };
    denies(`a ${kind} written again at the path the counters already name, counters untouched`, async () => {
      await withQuota(named);
      return setDoc(doc(dbAs('anonymous'), path('gone')), data());
    });
    denies(`a ${kind} written again with the counters bumped but still naming it`, async () => {
      await withQuota(named);
      return submitAs('anonymous', path('gone'), data(), next(path('gone'), named));
    });
    allows(`a ${kind} at a path the counters named before another submission`, async () => {
      const stored = { ...counters(1, ago(20)), lastLead: path('other') };
      await withQuota(stored);
      return submitAs('anonymous', path('gone'), data(), next(path('gone'), stored));
    });
  }
  denies('counters bumped without moving onto a new submission', async () => {
    const stored = counters(1, ago(20));
    await withQuota(stored);
    return setDoc(doc(dbAs('anonymous'), quota), next(stored.lastLead, stored));
  });
  denies("writing another visitor's counters", () =>
    setDoc(doc(dbAs('owner'), quota), {
      minuteStart: serverTimestamp(),
      minuteCount: 1,
      dayStart: serverTimestamp(),
      dayCount: 1,
      lastLead: 'x',
    }),
  );
  denies('deleting one’s counters', async () => {
    await withQuota(counters(3, ago(20)));
    return deleteDoc(doc(dbAs('anonymous'), quota));
  });
});
