import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { AT, sites } from '../support/fixtures';
import { UIDS, allows, dbAs, denies, seed, submitAs, useRulesEnvironment, type Role } from '../support/rules';

useRulesEnvironment();

const EXISTING = 'prospects/existing';
const FRESH = 'prospects/fresh';
const NOT_ADMINS: readonly Role[] = ['visitor', 'anonymous', 'owner', 'otherOwner'];

/** What the landing page's form sends. */
const newProspect = (overrides: Record<string, unknown> = {}) => ({
  shopName: 'Fromagerie Dupont',
  name: 'Claire Dupont',
  email: 'claire@fromagerie.test',
  phone: '',
  plan: 'pro',
  message: '',
  isViewed: false,
  createdAt: serverTimestamp(),
  ...overrides,
});
const stored = { ...newProspect(), createdAt: AT };
const send = (role: Role, data: Record<string, unknown>) => () => submitAs(role, FRESH, data);

describe('prospects/{id}', () => {
  beforeEach(() => seed({ ...sites(), [EXISTING]: stored }));

  for (const role of NOT_ADMINS) {
    denies(`${role} get`, () => getDoc(doc(dbAs(role), EXISTING)));
    denies(`${role} list`, () => getDocs(collection(dbAs(role), 'prospects')));
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), EXISTING), { isViewed: true }));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), EXISTING)));
  }
  allows('admin get', () => getDoc(doc(dbAs('admin'), EXISTING)));
  allows('admin list', () => getDocs(collection(dbAs('admin'), 'prospects')));
  allows('admin marking a request seen', () => updateDoc(doc(dbAs('admin'), EXISTING), { isViewed: true }));
  denies('admin rewriting a request', () => updateDoc(doc(dbAs('admin'), EXISTING), { shopName: 'Autre' }));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), EXISTING)));

  allows('visitor create of a request as the landing form sends it', send('anonymous', newProspect()));
  allows('visitor create without a plan', send('anonymous', newProspect({ plan: null })));
  allows(
    'create with a phone and a message',
    send('anonymous', newProspect({ phone: '06 12 34 56 78', message: 'Bonjour' })),
  );
  denies('signed-out visitor create (nobody to count it against)', send('visitor', newProspect()));
  denies('a request written again at the path its visitor’s counters already name', async () => {
    const named = {
      minuteStart: new Date(Date.now() - 20_000),
      minuteCount: 1,
      dayStart: new Date(Date.now() - 20_000),
      dayCount: 1,
      lastLead: FRESH,
    };
    await seed({ ...sites(), [`visitorQuotas/${UIDS.anonymous}`]: named });
    return setDoc(doc(dbAs('anonymous'), FRESH), newProspect());
  });
  denies('create with an unknown plan', send('anonymous', newProspect({ plan: 'gratuit' })));
  denies('create already seen', send('anonymous', newProspect({ isViewed: true })));
  denies('create with a forged date', send('anonymous', newProspect({ createdAt: AT })));
  denies('create with an invalid email', send('anonymous', newProspect({ email: 'pas-un-email' })));
  denies('create without a shop name', send('anonymous', newProspect({ shopName: '' })));
  denies('create with an extra field', send('anonymous', newProspect({ status: 'client' })));
  denies('create with an oversized message', send('anonymous', newProspect({ message: 'x'.repeat(5001) })));
  denies('anyone reading the emails’ log', () => getDoc(doc(dbAs('admin'), 'prospectNotifications/e1')));
});
