import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { AT, CONTENT, PAGES, sites, stampedNow, type ContentFixture } from '../support/fixtures';
import { SITE, allows, dbAs, denies, removeAsServer, seed, useRulesEnvironment, type Role } from '../support/rules';

useRulesEnvironment();

const READERS: readonly Role[] = ['visitor', 'anonymous', 'owner', 'otherOwner', 'admin'];
const OUTSIDERS: readonly Role[] = ['visitor', 'anonymous', 'otherOwner'];

interface Paths {
  /** A document that exists (reads, updates, deletes). */
  item: string;
  /** Where creations go; `vacate` empties it first when it is the same document (pages). */
  fresh: string;
  list: string;
  vacate?: () => Promise<void>;
}

/** The public-read, owner/admin-write matrix every content collection and page shares. */
function contentMatrix({ item, fresh, list: listPath, vacate }: Paths, fixture: ContentFixture): void {
  const create = (role: Role, data: Record<string, unknown>) => async () => {
    await vacate?.();
    return setDoc(doc(dbAs(role), fresh), stampedNow(data));
  };

  for (const role of READERS) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), item)));
    allows(`${role} list`, () => getDocs(collection(dbAs(role), listPath)));
  }

  for (const role of OUTSIDERS) {
    denies(`${role} create`, create(role, fixture.valid));
    denies(`${role} update`, () => updateDoc(doc(dbAs(role), item), fixture.change));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), item)));
  }

  allows('owner create of a valid document', create('owner', fixture.valid));
  denies('owner create of an oversized value', create('owner', { ...fixture.valid, ...fixture.oversized }));
  denies('owner create with an extra field', create('owner', { ...fixture.valid, hacked: true }));
  allows('admin create of a valid document', create('admin', fixture.valid));
  denies('admin create of an invalid value', create('admin', { ...fixture.valid, ...fixture.invalid }));

  allows('owner update with a valid change', () => updateDoc(doc(dbAs('owner'), item), fixture.change));
  denies('owner update with an invalid value', () => updateDoc(doc(dbAs('owner'), item), fixture.invalid));
  denies('owner update with an oversized value', () => updateDoc(doc(dbAs('owner'), item), fixture.oversized));
  allows('admin update with a valid change', () => updateDoc(doc(dbAs('admin'), item), fixture.change));
  denies('admin update adding an extra field', () => updateDoc(doc(dbAs('admin'), item), { hacked: true }));

  allows('owner delete', () => deleteDoc(doc(dbAs('owner'), item)));
  allows('admin delete', () => deleteDoc(doc(dbAs('admin'), item)));
}

for (const [name, fixture] of Object.entries(CONTENT)) {
  describe(`sites/{siteId}/${name}`, () => {
    const item = `sites/${SITE}/${name}/existing`;
    beforeEach(() => seed({ ...sites(), [item]: fixture.valid }));
    contentMatrix({ item, fresh: `sites/${SITE}/${name}/fresh`, list: `sites/${SITE}/${name}` }, fixture);
  });
}

for (const [page, fixture] of Object.entries(PAGES)) {
  describe(`sites/{siteId}/pages/${page}`, () => {
    const item = `sites/${SITE}/pages/${page}`;
    beforeEach(() => seed({ ...sites(), [item]: fixture.valid }));
    const vacate = () => removeAsServer(item);
    contentMatrix({ item, fresh: item, list: `sites/${SITE}/pages`, vacate }, fixture);
    allows('owner merge that creates the page, as the back office saves it', async () => {
      await vacate();
      return setDoc(doc(dbAs('owner'), item), fixture.change, { merge: true });
    });
  });
}

describe('sites/{siteId}/pages/{unknown}', () => {
  beforeEach(() => seed(sites()));
  denies('owner create of a page the app does not know', () =>
    setDoc(doc(dbAs('owner'), `sites/${SITE}/pages/secret`), { storyDescription: 'x' }),
  );
  denies('admin create of a page the app does not know', () =>
    setDoc(doc(dbAs('admin'), `sites/${SITE}/pages/secret`), { storyDescription: 'x' }),
  );
});

describe('sites/{siteId}/products nameKey', () => {
  const fresh = `sites/${SITE}/products/fresh`;
  const create = (nameKey: unknown) => () =>
    setDoc(doc(dbAs('owner'), fresh), stampedNow({ ...CONTENT.products.valid, nameKey }));
  beforeEach(() => seed(sites()));
  allows('owner create with a sort key of 200 characters', create('m'.repeat(200)));
  denies('owner create with a sort key of 201 characters', create('m'.repeat(201)));
  denies('owner create with a sort key that is not text', create(12));
  allows('owner create without a sort key, as products stored before it', () => {
    const { nameKey: _nameKey, ...rest } = CONTENT.products.valid;
    return setDoc(doc(dbAs('owner'), fresh), stampedNow(rest));
  });
});

describe('sites/{siteId}/events participationCount', () => {
  const item = `sites/${SITE}/events/existing`;
  beforeEach(() => seed({ ...sites(), [item]: { ...CONTENT.events.valid, participationCount: 7 } }));
  denies('owner create with a participation count', () =>
    setDoc(doc(dbAs('owner'), `sites/${SITE}/events/fresh`), { ...CONTENT.events.valid, participationCount: 5 }),
  );
  denies('owner update of the participation count', () =>
    updateDoc(doc(dbAs('owner'), item), { participationCount: 100 }),
  );
  allows('owner save of the whole event that keeps the count', () =>
    setDoc(doc(dbAs('owner'), item), { ...CONTENT.events.valid, title: 'Dégustation', participationCount: 7 }),
  );
  allows('admin correction of the participation count', () =>
    updateDoc(doc(dbAs('admin'), item), { participationCount: 6 }),
  );
});

describe('sites/{siteId}/pages/ardoise picture and price', () => {
  const item = `sites/${SITE}/pages/ardoise`;
  beforeEach(() => seed({ ...sites(), [item]: PAGES.ardoise.valid }));
  const change = (patch: Record<string, unknown>) => () => updateDoc(doc(dbAs('owner'), item), patch);
  allows('owner update adding its drawn picture', change({ cardUrl: 'https://cdn.example/ardoise.webp' }));
  denies('owner update with a picture that is no image address', change({ cardUrl: 'javascript:alert(1)' }));
  denies('owner update with a negative price', change({ price: -1 }));
  denies('owner update with a day in words', change({ date: 'aujourd’hui' }));
});

describe('sites/{siteId}/specialPeriods kind « conges »', () => {
  const item = `sites/${SITE}/specialPeriods/existing`;
  const fresh = `sites/${SITE}/specialPeriods/fresh`;
  const conges = { ...CONTENT.specialPeriods.valid, kind: 'conges', title: 'Congés', isPeriodClosed: true };
  beforeEach(() => seed({ ...sites(), [item]: conges }));
  allows('owner create of a closed holiday closure', () => setDoc(doc(dbAs('owner'), fresh), conges));
  denies('owner create of a holiday closure left open', () =>
    setDoc(doc(dbAs('owner'), fresh), { ...conges, isPeriodClosed: false }),
  );
  denies('owner create of an unknown kind', () => setDoc(doc(dbAs('owner'), fresh), { ...conges, kind: 'promo' }));
  denies('owner update opening a holiday closure', () =>
    updateDoc(doc(dbAs('owner'), item), { isPeriodClosed: false }),
  );
  allows('owner update of its message', () => updateDoc(doc(dbAs('owner'), item), { description: 'À bientôt !' }));
  denies('visitor create of a holiday closure', () => setDoc(doc(dbAs('visitor'), fresh), conges));
});

describe('sites/{siteId}/products allergens, labels and origin', () => {
  const fresh = `sites/${SITE}/products/fresh`;
  beforeEach(() => seed(sites()));
  const create = (patch: Record<string, unknown>) => () =>
    setDoc(doc(dbAs('owner'), fresh), stampedNow({ ...CONTENT.products.valid, ...patch }));
  allows(
    'owner create with allergens, labels and an origin',
    create({
      allergens: ['gluten', 'milk'],
      labels: ['organic', 'aop'],
      origin: 'x'.repeat(80),
    }),
  );
  allows('owner create saying it contains none of the 14', create({ allergens: [] }));
  denies('owner create with an allergen twice', create({ allergens: ['milk', 'milk'] }));
  denies('owner create with an unknown allergen', create({ allergens: ['arsenic'] }));
  denies('owner create with allergens as text', create({ allergens: 'lait' }));
  denies('owner create with an unknown label', create({ labels: ['meilleur'] }));
  denies('owner create with a label twice', create({ labels: ['igp', 'igp'] }));
  denies('owner create with an origin over 80 characters', create({ origin: 'x'.repeat(81) }));
});

describe('sites/{siteId}/events day, time and places', () => {
  const fresh = `sites/${SITE}/events/fresh`;
  beforeEach(() => seed(sites()));
  const create = (patch: Record<string, unknown>) => () =>
    setDoc(doc(dbAs('owner'), fresh), { ...CONTENT.events.valid, ...patch });
  allows(
    'owner create with a day, a time and 20 places',
    create({ startDate: '2026-12-12', startTime: '18:30', capacity: 20 }),
  );
  allows('owner create with 10,000 places', create({ capacity: 10000 }));
  denies('owner create with no place', create({ capacity: 0 }));
  denies('owner create with 10,001 places', create({ capacity: 10001 }));
  denies('owner create with half a place', create({ capacity: 2.5 }));
  denies('owner create with a day in words', create({ startDate: '12 décembre' }));
  denies('owner create with a time past midnight', create({ startTime: '24:30' }));
  denies('visitor create with places', () =>
    setDoc(doc(dbAs('visitor'), fresh), { ...CONTENT.events.valid, capacity: 20 }),
  );
});

describe('sites/{siteId}/products timestamps', () => {
  const item = `sites/${SITE}/products/existing`;
  const fresh = `sites/${SITE}/products/fresh`;
  beforeEach(() => seed({ ...sites(), [item]: CONTENT.products.valid }));
  allows('owner create stamped by the server', () =>
    setDoc(doc(dbAs('owner'), fresh), stampedNow(CONTENT.products.valid)),
  );
  denies('owner create with client-side dates', () => setDoc(doc(dbAs('owner'), fresh), CONTENT.products.valid));
  denies('owner create backdated by a year', () =>
    setDoc(doc(dbAs('owner'), fresh), { ...stampedNow(CONTENT.products.valid), createdAt: AT }),
  );
  allows('owner update stamped by the server', () =>
    updateDoc(doc(dbAs('owner'), item), { name: 'Comté 24 mois', updatedAt: serverTimestamp() }),
  );
  denies('owner update with a forged updatedAt', () =>
    updateDoc(doc(dbAs('owner'), item), { name: 'Comté 24 mois', updatedAt: new Date('2030-01-01') }),
  );
  denies('owner update of createdAt', () => updateDoc(doc(dbAs('owner'), item), { createdAt: serverTimestamp() }));
  denies('owner save without createdAt', () => {
    const { createdAt: _createdAt, ...rest } = CONTENT.products.valid;
    return setDoc(doc(dbAs('owner'), item), rest);
  });
});
