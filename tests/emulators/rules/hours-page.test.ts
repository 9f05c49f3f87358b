import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe } from 'vitest';
import { PAGES, sites } from '../support/fixtures';
import { SITE, allows, dbAs, denies, seed, useRulesEnvironment } from '../support/rules';

useRulesEnvironment();

const HOURS = `sites/${SITE}/pages/hours`;
const saveDelay = (value: unknown) => () =>
  setDoc(doc(dbAs('owner'), HOURS), { reservationPreparationHours: value }, { merge: true });

/** The preparation delay of reservations: whole hours, from none to two weeks, as the schema says. */
describe('sites/{siteId}/pages/hours reservationPreparationHours', () => {
  beforeEach(() => seed({ ...sites(), [HOURS]: PAGES.hours.valid }));

  allows('owner save of no delay', saveDelay(0));
  denies('owner save of a negative delay', saveDelay(-1));
  allows('owner save of two weeks', saveDelay(336));
  denies('owner save of more than two weeks', saveDelay(337));
  allows('owner save of a whole number of hours', saveDelay(24));
  denies('owner save of a fraction of an hour', saveDelay(24.5));
  denies('owner save of the hours as text', saveDelay('24'));
  denies('owner save of a null delay', saveDelay(null));
  allows('owner save of the week and the delay together', () =>
    updateDoc(doc(dbAs('owner'), HOURS), { week: [], reservationPreparationHours: 48 }),
  );
  denies('visitor save of a delay', () =>
    setDoc(doc(dbAs('visitor'), HOURS), { reservationPreparationHours: 0 }, { merge: true }),
  );
});
