import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { CONTENT, PAGES, newContactMessage, newQuoteRequest, siteDoc, sites } from '../support/fixtures';
import {
  OTHER_SITE,
  SITE,
  UIDS,
  allows,
  dbAs,
  denies,
  seed,
  submitAs,
  useRulesEnvironment,
  type Role,
} from '../support/rules';

useRulesEnvironment();

// SITE was taken offline by an administrator (active: false); OTHER_SITE is online.
const OUTSIDERS: readonly Role[] = ['visitor', 'anonymous', 'otherOwner'];
const MANAGERS: readonly Role[] = ['owner', 'admin'];
const offline = () => ({ ...sites(), [`sites/${SITE}`]: { ...siteDoc(UIDS.owner), active: false } });

const collections = [
  ...Object.entries(CONTENT).map(([name, fixture]) => ({ list: name, item: `${name}/existing`, data: fixture.valid })),
  ...Object.entries(PAGES).map(([page, fixture]) => ({ list: 'pages', item: `pages/${page}`, data: fixture.valid })),
];

for (const { list, item, data } of collections) {
  describe(`a deactivated site's ${item}`, () => {
    beforeEach(() => seed({ ...offline(), [`sites/${SITE}/${item}`]: data, [`sites/${OTHER_SITE}/${item}`]: data }));
    for (const role of OUTSIDERS) {
      denies(`${role} get`, () => getDoc(doc(dbAs(role), `sites/${SITE}/${item}`)));
      denies(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/${list}`)));
    }
    // Its managers still work on it while it is offline.
    for (const role of MANAGERS) {
      allows(`${role} get`, () => getDoc(doc(dbAs(role), `sites/${SITE}/${item}`)));
      allows(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/${list}`)));
    }
    allows('visitor get of the same document on a site online', () =>
      getDoc(doc(dbAs('visitor'), `sites/${OTHER_SITE}/${item}`)),
    );
    allows('visitor list of the same collection on a site online', () =>
      getDocs(collection(dbAs('visitor'), `sites/${OTHER_SITE}/${list}`)),
    );
  });
}

describe('a deactivated site itself', () => {
  beforeEach(() => seed(offline()));
  // Its pages need to know it is offline to say so.
  allows('visitor get of the site document', () => getDoc(doc(dbAs('visitor'), `sites/${SITE}`)));
  denies('visitor quote request', () => submitAs('anonymous', `sites/${SITE}/quoteRequests/fresh`, newQuoteRequest()));
  denies('visitor contact message', () =>
    submitAs('anonymous', `sites/${SITE}/contactMessages/fresh`, newContactMessage()),
  );
  allows('visitor quote request to a site online', () =>
    submitAs('anonymous', `sites/${OTHER_SITE}/quoteRequests/fresh`, newQuoteRequest()),
  );
  allows('visitor contact message to a site online', () =>
    submitAs('anonymous', `sites/${OTHER_SITE}/contactMessages/fresh`, newContactMessage()),
  );
});
