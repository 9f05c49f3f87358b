import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { sites } from '../support/fixtures';
import { SITE, allows, dbAs, denies, seed, useRulesEnvironment } from '../support/rules';

useRulesEnvironment();

// A site's published documents: written by the publish-* triggers only, read by anyone by name.
describe('published/{siteId} and its parts', () => {
  const version = new Date('2026-11-27T10:00:00.000Z');
  const main = `published/${SITE}`;
  const part = `${main}/parts/catalogue-0`;
  const published = { version, parts: { site: 1, catalogue: 1 }, deleted: false, content: '[]' };
  beforeEach(() => seed({ ...sites(), [main]: published, [part]: { version, content: '[]' } }));

  for (const role of ['anonymous', 'visitor', 'owner', 'otherOwner', 'admin'] as const) {
    allows(`${role} get of a site's published document`, () => getDoc(doc(dbAs(role), main)));
    allows(`${role} get of a published part`, () => getDoc(doc(dbAs(role), part)));
    denies(`${role} list of every site's published documents`, () => getDocs(collection(dbAs(role), 'published')));
    denies(`${role} list of a site's parts`, () => getDocs(collection(dbAs(role), `${main}/parts`)));
    denies(`${role} update of a site's published document (showing what the site does not hold)`, () =>
      updateDoc(doc(dbAs(role), main), { content: '[["",{"name":"Faux"}]]' }),
    );
    denies(`${role} create of another site's published document`, () =>
      setDoc(doc(dbAs(role), 'published/another-site'), published),
    );
    denies(`${role} update of a part`, () => setDoc(doc(dbAs(role), part), { version, content: '[]' }));
    denies(`${role} delete of a site's published document`, () => deleteDoc(doc(dbAs(role), main)));
  }
});
