import { audienceSummaryDocuments } from './audience-summaries';
import { boutiqueVide } from './boutique-vide';
import { epicerieDuMarche } from './epicerie-du-marche';
import { domainDocuments, platformDocuments, userDocuments } from './platform';
import { traiteurSaveurs } from './traiteur-saveurs';
import type { SeedDocument } from './seed-document';
import { publishedSeedDocuments } from './published';
import { withSiteSearchKeys } from './site-search-keys';

export * from './accounts';
export { BOUTIQUE_VIDE_ID, DOMAIN_MAPPINGS, EPICERIE_ID, TRAITEUR_ID, sandboxAccountDocuments } from './platform';
export type { SeedDocument } from './seed-document';

export { SEED_VERSION } from './version';

/**
 * Every document of the demo content (sandbox and emulator modes load the same list). Dates are relative
 * to `now` so events and special periods stay upcoming whenever the content is loaded.
 */
export function seedDocuments(now: Date): SeedDocument[] {
  const documents = withSiteSearchKeys([
    ...userDocuments(now),
    ...domainDocuments(now),
    ...platformDocuments(),
    ...epicerieDuMarche(now),
    ...traiteurSaveurs(now),
    ...boutiqueVide(now),
  ]);
  return [...documents, ...audienceSummaryDocuments(documents, now), ...publishedSeedDocuments(documents, now)];
}
