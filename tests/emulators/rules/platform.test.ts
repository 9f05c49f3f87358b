import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { AT, privateSettings, siteDoc, sites, stampedNow } from '../support/fixtures';
import {
  OTHER_SITE,
  SITE,
  UIDS,
  allows,
  dbAs,
  denies,
  removeAsServer,
  seed,
  useRulesEnvironment,
  type Role,
} from '../support/rules';

useRulesEnvironment();

/** A client's create, stamped with the server's time as the app does. */
const createAs = (role: Role, path: string, data: Record<string, unknown>) =>
  setDoc(doc(dbAs(role), path), stampedNow(data));

const VISITORS: readonly Role[] = ['visitor', 'anonymous'];

describe('users/{uid}', () => {
  const own = `users/${UIDS.owner}`;
  const profile = (role: string) => ({ email: 'owner@demo.test', role, createdAt: AT });
  beforeEach(() => seed({ ...sites(), [own]: profile('user'), [`users/${UIDS.admin}`]: profile('admin') }));

  for (const role of VISITORS) denies(`${role} get`, () => getDoc(doc(dbAs(role), own)));
  allows('a user get of their own profile', () => getDoc(doc(dbAs('owner'), own)));
  denies('a user get of another profile', () => getDoc(doc(dbAs('otherOwner'), own)));
  allows('admin get of any profile', () => getDoc(doc(dbAs('admin'), own)));

  denies('owner list', () => getDocs(collection(dbAs('owner'), 'users')));
  denies('visitor list', () => getDocs(collection(dbAs('visitor'), 'users')));
  allows('admin list', () => getDocs(collection(dbAs('admin'), 'users')));

  denies('a user create of their own profile', () =>
    setDoc(doc(dbAs('otherOwner'), `users/${UIDS.otherOwner}`), profile('user')),
  );
  denies('a user giving themselves the admin role', () => updateDoc(doc(dbAs('owner'), own), { role: 'admin' }));
  denies('admin update of a role (only setUserRole changes roles)', () =>
    updateDoc(doc(dbAs('admin'), own), { role: 'admin' }),
  );
  denies('admin create', () => setDoc(doc(dbAs('admin'), 'users/new'), profile('user')));
  denies('a user delete of their own profile', () => deleteDoc(doc(dbAs('owner'), own)));
  denies('admin delete', () => deleteDoc(doc(dbAs('admin'), own)));
});

describe('domains/{host}', () => {
  const mapping = (siteId: string, overrides: Record<string, unknown> = {}) => ({
    siteId,
    active: true,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  });
  const own = 'domains/epicerie.fr';
  beforeEach(() => seed({ ...sites(), [own]: mapping(SITE), 'domains/traiteur.fr': mapping(OTHER_SITE) }));

  for (const role of ['visitor', 'anonymous', 'owner', 'otherOwner', 'admin'] as const) {
    allows(`${role} get of one mapping`, () => getDoc(doc(dbAs(role), own)));
  }

  for (const role of VISITORS) denies(`${role} list`, () => getDocs(collection(dbAs(role), 'domains')));
  allows("owner list of their own site's mappings", () =>
    getDocs(query(collection(dbAs('owner'), 'domains'), where('siteId', '==', SITE))),
  );
  denies("owner list of another site's mappings", () =>
    getDocs(query(collection(dbAs('owner'), 'domains'), where('siteId', '==', OTHER_SITE))),
  );
  denies('owner list of every mapping', () => getDocs(collection(dbAs('owner'), 'domains')));
  denies("other owner list of this site's mappings", () =>
    getDocs(query(collection(dbAs('otherOwner'), 'domains'), where('siteId', '==', SITE))),
  );
  allows('admin list of every mapping', () => getDocs(collection(dbAs('admin'), 'domains')));

  for (const role of [...VISITORS, 'otherOwner'] as const) {
    denies(`${role} create`, () => createAs(role, 'domains/nouveau.fr', mapping(SITE)));
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), own), { active: false }));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), own)));
  }
  allows('owner request of a mapping to their own site, waiting for approval', () =>
    createAs('owner', 'domains/nouveau.fr', mapping(SITE, { active: false })),
  );
  denies('owner create of an active mapping (approving it themselves)', () =>
    createAs('owner', 'domains/nouveau.fr', mapping(SITE)),
  );
  denies('owner create of a mapping without its state (active by default)', () =>
    createAs('owner', 'domains/nouveau.fr', { siteId: SITE, createdAt: AT, updatedAt: AT }),
  );
  denies("owner request of the www. half of another site's domain", () =>
    createAs('owner', 'domains/www.traiteur.fr', mapping(SITE, { active: false })),
  );
  denies("owner request of the bare half of another site's www. domain", async () => {
    await seed({ ...sites(), 'domains/www.autre.fr': mapping(OTHER_SITE) });
    return createAs('owner', 'domains/autre.fr', mapping(SITE, { active: false }));
  });
  allows('owner request of the www. half of their own domain', () =>
    createAs('owner', 'domains/www.epicerie.fr', mapping(SITE, { active: false })),
  );
  for (const host of [
    '-epicerie.fr',
    'epicerie-.fr',
    'epi..cerie.fr',
    '.epicerie.fr',
    'épicerie.fr',
    `${'a'.repeat(64)}.fr`,
  ]) {
    denies(`owner request of an invalid host name (${host.slice(0, 20)})`, () =>
      createAs('owner', `domains/${host}`, mapping(SITE, { active: false })),
    );
  }
  allows('admin mapping the www. half of a domain to another site on purpose', () =>
    createAs('admin', 'domains/www.traiteur.fr', mapping(SITE)),
  );
  denies('owner request of a mapping to another site', () =>
    createAs('owner', 'domains/nouveau.fr', mapping(OTHER_SITE, { active: false })),
  );
  allows("owner update of their own site's mapping that keeps its state", () =>
    updateDoc(doc(dbAs('owner'), own), { updatedAt: serverTimestamp() }),
  );
  denies("owner switching their own site's mapping off", () =>
    updateDoc(doc(dbAs('owner'), own), { active: false, updatedAt: serverTimestamp() }),
  );
  denies('owner approving their own pending mapping', async () => {
    await seed({ ...sites(), 'domains/attente.fr': mapping(SITE, { active: false }) });
    return updateDoc(doc(dbAs('owner'), 'domains/attente.fr'), { active: true, updatedAt: serverTimestamp() });
  });
  allows('admin approval of a pending mapping', async () => {
    await seed({ ...sites(), 'domains/attente.fr': mapping(SITE, { active: false }) });
    return updateDoc(doc(dbAs('admin'), 'domains/attente.fr'), { active: true, updatedAt: serverTimestamp() });
  });
  denies('owner moving their mapping to another site', () =>
    updateDoc(doc(dbAs('owner'), own), { siteId: OTHER_SITE, updatedAt: serverTimestamp() }),
  );
  denies("owner taking over another site's mapping", () =>
    updateDoc(doc(dbAs('owner'), 'domains/traiteur.fr'), { siteId: SITE, updatedAt: serverTimestamp() }),
  );
  allows("owner delete of their own site's mapping", () => deleteDoc(doc(dbAs('owner'), own)));
  denies("owner delete of another site's mapping", () => deleteDoc(doc(dbAs('owner'), 'domains/traiteur.fr')));
  allows('admin create of a mapping', () => createAs('admin', 'domains/nouveau.fr', mapping(SITE)));
  denies('admin create of a mapping with client-side dates', () =>
    setDoc(doc(dbAs('admin'), 'domains/nouveau.fr'), mapping(SITE)),
  );
  denies('owner request of a mapping backdated by a year', () =>
    setDoc(doc(dbAs('owner'), 'domains/nouveau.fr'), {
      ...stampedNow(mapping(SITE, { active: false })),
      createdAt: new Date('2024-01-01'),
    }),
  );
  allows('owner moving their mapping to another of their hosts with a fresh updatedAt', () =>
    updateDoc(doc(dbAs('owner'), own), { siteId: SITE, updatedAt: serverTimestamp() }),
  );
  denies('owner update of a mapping with a forged updatedAt', () =>
    updateDoc(doc(dbAs('owner'), own), { updatedAt: new Date('2030-01-01') }),
  );
  denies('admin update of a mapping that changes createdAt', () =>
    updateDoc(doc(dbAs('admin'), own), { createdAt: serverTimestamp() }),
  );
  denies('admin create under a host that is not normalised', () =>
    createAs('admin', 'domains/Nouveau.FR', mapping(SITE)),
  );
  denies('admin create with an extra field', () =>
    createAs('admin', 'domains/nouveau.fr', mapping(SITE, { ownerId: UIDS.owner })),
  );
  allows('admin deactivation', () =>
    updateDoc(doc(dbAs('admin'), own), { active: false, updatedAt: serverTimestamp() }),
  );
  denies('admin update with a non-boolean active flag', () => updateDoc(doc(dbAs('admin'), own), { active: 'non' }));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), own)));
});

describe('sites/{siteId}', () => {
  const site = `sites/${SITE}`;
  beforeEach(() => seed(sites()));

  for (const role of ['visitor', 'anonymous', 'owner', 'otherOwner', 'admin'] as const) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), site)));
  }

  for (const role of VISITORS) denies(`${role} list`, () => getDocs(collection(dbAs(role), 'sites')));
  allows('owner list of the sites they own', () =>
    getDocs(query(collection(dbAs('owner'), 'sites'), where('ownerId', '==', UIDS.owner))),
  );
  denies('owner list of every site', () => getDocs(collection(dbAs('owner'), 'sites')));
  denies("owner list of another owner's sites", () =>
    getDocs(query(collection(dbAs('owner'), 'sites'), where('ownerId', '==', UIDS.otherOwner))),
  );
  allows('admin list of every site', () => getDocs(collection(dbAs('admin'), 'sites')));

  for (const role of [...VISITORS, 'owner', 'otherOwner'] as const) {
    denies(`${role} create`, () => createAs(role, 'sites/new-site', siteDoc(null, 'Nouvelle boutique')));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), site)));
  }
  allows('admin create of a site', () => createAs('admin', 'sites/new-site', siteDoc(UIDS.otherOwner)));
  denies('admin create of a site with client-side dates', () =>
    setDoc(doc(dbAs('admin'), 'sites/new-site'), siteDoc(UIDS.otherOwner)),
  );
  denies('owner update with a forged updatedAt', () =>
    updateDoc(doc(dbAs('owner'), site), { updatedAt: new Date('2020-01-01') }),
  );
  denies('admin update of createdAt', () => updateDoc(doc(dbAs('admin'), site), { createdAt: serverTimestamp() }));
  denies('admin create without a name', () => createAs('admin', 'sites/new-site', { ...siteDoc(null), name: '' }));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), site)));

  const appearance = { 'appearance.primaryColor': '#123456', updatedAt: serverTimestamp() };
  for (const role of [...VISITORS, 'otherOwner'] as const) {
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), site), appearance));
  }
  allows('owner update of the appearance', () => updateDoc(doc(dbAs('owner'), site), appearance));
  allows('owner update of the public contact details', () =>
    updateDoc(doc(dbAs('owner'), site), { 'contact.phones': ['04 78 42 17 35'], 'contact.email': 'a@b.fr' }),
  );
  denies('owner update of ownerId', () => updateDoc(doc(dbAs('owner'), site), { ownerId: UIDS.otherOwner }));
  denies('owner giving the site away to nobody', () => updateDoc(doc(dbAs('owner'), site), { ownerId: null }));
  denies('owner update of createdAt', () => updateDoc(doc(dbAs('owner'), site), { createdAt: serverTimestamp() }));
  denies('owner update with an invalid colour', () =>
    updateDoc(doc(dbAs('owner'), site), { 'appearance.primaryColor': 'red' }),
  );
  denies('owner update with a javascript: link', () =>
    updateDoc(doc(dbAs('owner'), site), { 'social.facebook': 'javascript:alert(1)' }),
  );
  denies('owner update with four phones', () =>
    updateDoc(doc(dbAs('owner'), site), { 'contact.phones': ['1', '2', '3', '4'] }),
  );
  denies('owner update adding a field', () => updateDoc(doc(dbAs('owner'), site), { tier: 'premium' }));
  denies('owner changing their own plan', () =>
    updateDoc(doc(dbAs('owner'), site), { plan: 'essentiel', updatedAt: serverTimestamp() }),
  );
  allows('admin changing a site’s plan', () =>
    updateDoc(doc(dbAs('admin'), site), { plan: 'pro', updatedAt: serverTimestamp() }),
  );
  denies('admin setting a plan the platform does not sell', () =>
    updateDoc(doc(dbAs('admin'), site), { plan: 'premium', updatedAt: serverTimestamp() }),
  );
  allows('admin create of a site on the Pro plan', () =>
    createAs('admin', 'sites/new-site', siteDoc(UIDS.otherOwner, 'Nouvelle boutique', 'pro')),
  );
  allows('owner update of a site with no plan recorded (read as Essentiel)', async () => {
    const { plan: _none, ...unrecorded } = siteDoc(UIDS.owner);
    await seed({ [site]: unrecorded });
    return updateDoc(doc(dbAs('owner'), site), appearance);
  });
  allows('admin assigning an owner', () => updateDoc(doc(dbAs('admin'), site), { ownerId: UIDS.otherOwner }));
  allows('admin renaming a site', () => updateDoc(doc(dbAs('admin'), site), { name: 'Épicerie du Port' }));
  allows('admin deactivating a site', () => updateDoc(doc(dbAs('admin'), site), { active: false }));
  denies('owner deactivating their own site', () => updateDoc(doc(dbAs('owner'), site), { active: false }));
  denies('owner reactivating their deactivated site', async () => {
    await updateDoc(doc(dbAs('admin'), site), { active: false });
    return updateDoc(doc(dbAs('owner'), site), { active: true });
  });
  denies('admin update with a non-boolean active flag', () => updateDoc(doc(dbAs('admin'), site), { active: 'non' }));
  allows('owner update of the Alsace-Moselle holidays', () =>
    updateDoc(doc(dbAs('owner'), site), { alsaceMoselle: true, updatedAt: serverTimestamp() }),
  );
  denies('owner update with a non-boolean Alsace-Moselle flag', () =>
    updateDoc(doc(dbAs('owner'), site), { alsaceMoselle: 'oui', updatedAt: serverTimestamp() }),
  );
  denies('admin update with an oversized name', () => updateDoc(doc(dbAs('admin'), site), { name: 'x'.repeat(101) }));

  denies('admin create with search keys (the server writes them)', () =>
    createAs('admin', 'sites/new-site', { ...siteDoc(null), searchKeys: ['nouvelle'] }),
  );
  denies('admin update of the search keys', () => updateDoc(doc(dbAs('admin'), site), { searchKeys: ['anything'] }));
  denies('owner update of the search keys', () => updateDoc(doc(dbAs('owner'), site), { searchKeys: ['anything'] }));
  allows('admin renaming a site that has search keys, which stay as they are', async () => {
    await seed({ [site]: { ...siteDoc(UIDS.owner), searchKeys: ['ep', 'epi'] } });
    return updateDoc(doc(dbAs('admin'), site), { name: 'Épicerie du Port', updatedAt: serverTimestamp() });
  });
  allows('owner update of the appearance of a site that has search keys', async () => {
    await seed({ [site]: { ...siteDoc(UIDS.owner), searchKeys: ['ep', 'epi'] } });
    return updateDoc(doc(dbAs('owner'), site), appearance);
  });
});

describe('sites/{siteId}/private/settings', () => {
  const settings = `sites/${SITE}/private/settings`;
  beforeEach(() => seed(sites()));

  for (const role of [...VISITORS, 'otherOwner'] as const) {
    denies(`${role} get`, () => getDoc(doc(dbAs(role), settings)));
    denies(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/private`)));
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), settings), { senderEmail: 'pirate@example.com' }));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), settings)));
  }
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), settings)));
    allows(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/private`)));
    allows(`${role} update of the notification addresses`, () =>
      updateDoc(doc(dbAs(role), settings), { merchantEmails: ['a@epicerie.fr', '', 'b@epicerie.fr'] }),
    );
  }
  denies('owner update with an invalid sender email', () =>
    updateDoc(doc(dbAs('owner'), settings), { senderEmail: 'pas-un-email' }),
  );
  denies('owner update with four merchant emails', () =>
    updateDoc(doc(dbAs('owner'), settings), { merchantEmails: ['a@b.fr', 'c@d.fr', 'e@f.fr', 'g@h.fr'] }),
  );
  denies('admin update adding a field', () => updateDoc(doc(dbAs('admin'), settings), { apiKey: 'SG.x' }));

  allows('owner create of the settings once they are gone', async () => {
    await deleteDoc(doc(dbAs('admin'), settings));
    return setDoc(doc(dbAs('owner'), settings), privateSettings());
  });
  denies('other owner create on this site', () =>
    setDoc(doc(dbAs('otherOwner'), `sites/${SITE}/private/other`), privateSettings()),
  );
  denies('owner create of a private document other than settings', () =>
    setDoc(doc(dbAs('owner'), `sites/${SITE}/private/other`), privateSettings()),
  );
  denies('visitor create', () =>
    setDoc(doc(dbAs('visitor'), `sites/${OTHER_SITE}/private/settings`), privateSettings()),
  );
  allows('admin create', async () => {
    await deleteDoc(doc(dbAs('admin'), settings));
    return setDoc(doc(dbAs('admin'), settings), privateSettings());
  });

  denies('owner delete', () => deleteDoc(doc(dbAs('owner'), settings)));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), settings)));
});

describe('sites/{siteId}/private/emailQuota', () => {
  const quota = `sites/${SITE}/private/emailQuota`;
  const counters = { hourStart: AT, leadEmails: 20, testEmails: 5, withheldLeads: 3, lastWithheldAt: AT };
  beforeEach(() => seed({ ...sites(), [quota]: counters }));

  for (const role of ['owner', 'admin'] as const) allows(`${role} get`, () => getDoc(doc(dbAs(role), quota)));
  for (const role of [...VISITORS, 'otherOwner'] as const) denies(`${role} get`, () => getDoc(doc(dbAs(role), quota)));
  for (const role of ['owner', 'admin'] as const) {
    denies(`${role} resetting the hour's counters`, () =>
      updateDoc(doc(dbAs(role), quota), { leadEmails: 0, testEmails: 0 }),
    );
    denies(`${role} create`, async () => {
      await removeAsServer(quota);
      return setDoc(doc(dbAs(role), quota), { ...counters, testEmails: 0 });
    });
  }
  denies('owner delete', () => deleteDoc(doc(dbAs('owner'), quota)));
});

describe('sites/{siteId}/private/recipients and recipientConfirmations/{token}', () => {
  const recipients = `sites/${SITE}/private/recipients`;
  const token = `recipientConfirmations/${'A'.repeat(43)}`;
  const pending = { siteId: SITE, email: 'nouveau@epicerie.fr', createdAt: AT, expireAt: AT };
  beforeEach(() => seed({ ...sites(), [recipients]: { confirmed: ['bonjour@epicerie.fr'] }, [token]: pending }));

  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} reading which addresses are confirmed`, () => getDoc(doc(dbAs(role), recipients)));
    denies(`${role} confirming an address without its link`, () =>
      updateDoc(doc(dbAs(role), recipients), { confirmed: ['bonjour@epicerie.fr', 'victime@example.com'] }),
    );
    denies(`${role} creating the confirmed list`, async () => {
      await removeAsServer(recipients);
      return setDoc(doc(dbAs(role), recipients), { confirmed: ['victime@example.com'] });
    });
    denies(`${role} reading a pending link`, () => getDoc(doc(dbAs(role), token)));
    denies(`${role} listing the pending links`, () => getDocs(collection(dbAs(role), 'recipientConfirmations')));
    denies(`${role} forging a link`, () =>
      setDoc(doc(dbAs(role), `recipientConfirmations/${'B'.repeat(43)}`), pending),
    );
  }
  for (const role of [...VISITORS, 'otherOwner'] as const) {
    denies(`${role} get of the confirmed list`, () => getDoc(doc(dbAs(role), recipients)));
    denies(`${role} reading a pending link`, () => getDoc(doc(dbAs(role), token)));
  }
  denies('owner delete of the confirmed list', () => deleteDoc(doc(dbAs('owner'), recipients)));
});
