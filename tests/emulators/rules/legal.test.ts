import {
  isValidFrenchVat,
  isValidSiret,
  legalDetailsSchema,
  platformDetailsSchema,
  policiesPageSchema,
} from '@comptoir/core';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { sites } from '../support/fixtures';
import { OTHER_SITE, SITE, allows, dbAs, denies, seed, useRulesEnvironment } from '../support/rules';

useRulesEnvironment();

const legal = `sites/${SITE}/pages/legal`;
const complete = legalDetailsSchema.parse({
  companyName: 'Épicerie du Marché SARL',
  legalForm: 'sarl',
  shareCapital: '10 000 €',
  siret: '44306184100047',
  registration: 'RCS Lyon 443 061 841',
  vatNumber: 'FR64443061841',
  address: '12 place du Marché, 69002 Lyon',
  director: 'Claire Martin',
  email: 'bonjour@epicerie-du-marche.fr',
  phone: '04 78 42 17 35',
});

describe('sites/{siteId}/pages/legal', () => {
  beforeEach(() => seed(sites()));

  allows('visitor reading a shop’s legal details', () => getDoc(doc(dbAs('visitor'), legal)));
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} saving complete details`, () => setDoc(doc(dbAs(role), legal), complete));
  }
  allows('owner saving a sole trader’s partial details', () =>
    setDoc(doc(dbAs('owner'), legal), { ...legalDetailsSchema.parse({}), legalForm: 'ei', siret: '35600000049837' }),
  );
  denies('visitor writing them', () => setDoc(doc(dbAs('visitor'), legal), complete));
  denies('another shop’s owner writing them', () => setDoc(doc(dbAs('otherOwner'), legal), complete));
  denies('owner writing another shop’s', () => setDoc(doc(dbAs('owner'), `sites/${OTHER_SITE}/pages/legal`), complete));
  denies('owner saving a SIRET with a wrong checksum', () =>
    setDoc(doc(dbAs('owner'), legal), { ...complete, siret: '44306184100048' }),
  );
  denies('owner saving a SIRET with spaces', () =>
    setDoc(doc(dbAs('owner'), legal), { ...complete, siret: '443 061 841 00047' }),
  );
  denies('owner saving a VAT number whose key does not match', () =>
    setDoc(doc(dbAs('owner'), legal), { ...complete, vatNumber: 'FR65443061841' }),
  );
  denies('owner saving an unknown legal form', () =>
    setDoc(doc(dbAs('owner'), legal), { ...complete, legalForm: 'gie' }),
  );
  denies('owner saving an invalid email', () => setDoc(doc(dbAs('owner'), legal), { ...complete, email: 'x@' }));
  denies('owner saving an extra field', () => setDoc(doc(dbAs('owner'), legal), { ...complete, iban: 'FR76…' }));
  denies('owner saving a 101-character name', () =>
    setDoc(doc(dbAs('owner'), legal), { ...complete, companyName: 'x'.repeat(101) }),
  );

  it('checks SIRET and VAT numbers exactly as core does, on generated numbers', async () => {
    // Every 14-digit number one digit away from a valid one, and each one's VAT twin.
    const base = '44306184100047';
    const candidates = [...Array(14).keys()].map(
      (at) => `${base.slice(0, at)}${(Number(base[at]) + 3) % 10}${base.slice(at + 1)}`,
    );
    for (const siret of [base, ...candidates]) {
      const write = setDoc(doc(dbAs('owner'), legal), { ...complete, siret });
      await (isValidSiret(siret) ? assertSucceeds(write) : assertFails(write));
    }
    for (const key of ['00', '63', '64', '65', '96', 'AB']) {
      const vatNumber = `FR${key}443061841`;
      const write = setDoc(doc(dbAs('owner'), legal), { ...complete, vatNumber });
      await (isValidFrenchVat(vatNumber) ? assertSucceeds(write) : assertFails(write));
    }
    expect(isValidSiret(base)).toBe(true);
  });
});

describe('sites/{siteId}/pages/policies', () => {
  const policies = `sites/${SITE}/pages/policies`;
  const valid = policiesPageSchema.parse({ leadRetentionMonths: 24, terms: 'Retrait en boutique sous 48 heures.' });
  beforeEach(() => seed(sites()));

  allows('visitor reading a shop’s retention and terms', () => getDoc(doc(dbAs('visitor'), policies)));
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} saving them`, () => setDoc(doc(dbAs(role), policies), valid));
  }
  denies('visitor writing them', () => setDoc(doc(dbAs('visitor'), policies), valid));
  denies('another shop’s owner writing them', () => setDoc(doc(dbAs('otherOwner'), policies), valid));
  denies('owner keeping leads for a duration not offered', () =>
    setDoc(doc(dbAs('owner'), policies), { ...valid, leadRetentionMonths: 120 }),
  );
  denies('owner keeping leads for a fractional duration', () =>
    setDoc(doc(dbAs('owner'), policies), { ...valid, leadRetentionMonths: 24.5 }),
  );
  denies('owner saving terms over 20,000 characters', () =>
    setDoc(doc(dbAs('owner'), policies), { ...valid, terms: 'x'.repeat(20_001) }),
  );
  denies('owner saving an extra field', () => setDoc(doc(dbAs('owner'), policies), { ...valid, tracker: 'gtag' }));
});

describe('platform/details', () => {
  const details = 'platform/details';
  const valid = platformDetailsSchema.parse({
    operator: { companyName: 'Comptoir SAS', legalForm: 'sas', siret: '44306184100047', email: 'contact@comptoir.fr' },
    host: { name: 'Google Ireland Limited', address: 'Gordon House, Barrow Street, Dublin 4, Irlande' },
    emailProvider: { name: 'Brevo' },
  });

  allows('visitor reading them (every legal notice names them)', () => getDoc(doc(dbAs('visitor'), details)));
  allows('admin saving them', () => setDoc(doc(dbAs('admin'), details), valid));
  for (const role of ['owner', 'anonymous', 'visitor'] as const) {
    denies(`${role} writing them`, () => setDoc(doc(dbAs(role), details), valid));
  }
  denies('admin writing another platform document', () => setDoc(doc(dbAs('admin'), 'platform/other'), valid));
  denies('admin saving an operator SIRET with a wrong checksum', () =>
    setDoc(doc(dbAs('admin'), details), { ...valid, operator: { ...valid.operator, siret: '44306184100048' } }),
  );
  denies('admin saving a host with an extra field', () =>
    setDoc(doc(dbAs('admin'), details), { ...valid, host: { ...valid.host, website: 'https://x' } }),
  );
  denies('admin saving a host name over 100 characters', () =>
    setDoc(doc(dbAs('admin'), details), { ...valid, host: { ...valid.host, name: 'x'.repeat(101) } }),
  );
  denies('admin saving an extra section', () => setDoc(doc(dbAs('admin'), details), { ...valid, analytics: {} }));
});
