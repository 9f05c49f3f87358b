import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { sites } from '../support/fixtures';
import { SITE, allows, dbAs, denies, seed, useRulesEnvironment } from '../support/rules';

useRulesEnvironment();

// « Statistiques »: a day's audience totals, written by the functions only, read by the shop's owner and the admin.
describe('sites/{siteId}/stats, statMonths and statShards', () => {
  const totals = { day: '2026-11-26', views: 12, entries: 9, pages: {}, sources: {}, devices: {}, actions: {} };
  const day = `sites/${SITE}/stats/2026-11-26`;
  const shard = `sites/${SITE}/statShards/2026-11-27-3`;
  const month = `sites/${SITE}/statMonths/2026-11`;
  beforeEach(() =>
    seed({
      ...sites(),
      [day]: totals,
      [shard]: { ...totals, day: '2026-11-27' },
      [month]: { ...totals, day: '2026-11-01' },
    }),
  );

  for (const role of ['visitor', 'anonymous', 'otherOwner'] as const) {
    denies(`${role} get of a day's totals`, () => getDoc(doc(dbAs(role), day)));
    denies(`${role} list of the days`, () => getDocs(collection(dbAs(role), `sites/${SITE}/stats`)));
    denies(`${role} list of the day's shards`, () => getDocs(collection(dbAs(role), `sites/${SITE}/statShards`)));
    denies(`${role} list of the months`, () => getDocs(collection(dbAs(role), `sites/${SITE}/statMonths`)));
  }
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} list of the days`, () => getDocs(collection(dbAs(role), `sites/${SITE}/stats`)));
    allows(`${role} list of the day's shards`, () => getDocs(collection(dbAs(role), `sites/${SITE}/statShards`)));
    allows(`${role} list of the months`, () => getDocs(collection(dbAs(role), `sites/${SITE}/statMonths`)));
    denies(`${role} update of a month's totals`, () => updateDoc(doc(dbAs(role), month), { views: 1000 }));
    denies(`${role} create of a month's totals`, () =>
      setDoc(doc(dbAs(role), `sites/${SITE}/statMonths/2026-10`), { ...totals, day: '2026-10-01' }),
    );
    denies(`${role} create of a day's totals`, () =>
      setDoc(doc(dbAs(role), `sites/${SITE}/stats/2026-11-25`), { ...totals, day: '2026-11-25' }),
    );
    denies(`${role} update of a day's totals (inflating them)`, () => updateDoc(doc(dbAs(role), day), { views: 1000 }));
    denies(`${role} update of a shard`, () => updateDoc(doc(dbAs(role), shard), { views: 1000 }));
    denies(`${role} delete of a day's totals`, () => deleteDoc(doc(dbAs(role), day)));
  }
  denies('anonymous create of a shard (a page counting itself)', () =>
    setDoc(doc(dbAs('anonymous'), `sites/${SITE}/statShards/2026-11-27-4`), totals),
  );
});

// Every shop's figures for a period: the administrator's table, written by the nightly job only.
describe('audienceSummaries/{period}', () => {
  const summary = 'audienceSummaries/30d';
  const row = { siteId: SITE, name: 'Épicerie', visits: 9, views: 12, actions: 1, previousVisits: 7 };
  beforeEach(() => seed({ ...sites(), [summary]: { through: '2026-11-26', rows: [row] } }));

  for (const role of ['visitor', 'anonymous', 'owner', 'otherOwner'] as const) {
    denies(`${role} get of every shop's figures`, () => getDoc(doc(dbAs(role), summary)));
  }
  allows("admin get of every shop's figures", () => getDoc(doc(dbAs('admin'), summary)));
  denies("admin update of every shop's figures", () =>
    setDoc(doc(dbAs('admin'), summary), { through: '2026-11-26', rows: [{ ...row, visits: 900 }] }),
  );
  denies("admin delete of every shop's figures", () => deleteDoc(doc(dbAs('admin'), summary)));
});
