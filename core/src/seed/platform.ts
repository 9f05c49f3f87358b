import { refs, segment } from '../refs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, SANDBOX_ACCOUNTS } from './accounts';
import { ago } from './dates';
import { seedDoc, type SeedDocument } from './seed-document';

export const EPICERIE_ID = 'epicerie-du-marche';
export const TRAITEUR_ID = 'traiteur-saveurs';
export const BOUTIQUE_VIDE_ID = 'boutique-vide';

/** DESIGN.md §6: hosts mapped to the demo sites (`*.localhost` resolves to this machine). */
export const DOMAIN_MAPPINGS: Readonly<Record<string, string>> = {
  'epicerie-du-marche.fr': EPICERIE_ID,
  'www.epicerie-du-marche.fr': EPICERIE_ID,
  'epicerie.localhost': EPICERIE_ID,
  'traiteur.localhost': TRAITEUR_ID,
};

/** The owner uid of a demo site, per accounts.ts. */
export function ownerOf(siteId: string): string | null {
  return DEMO_ACCOUNTS.find((account) => account.ownsSite === siteId)?.uid ?? null;
}

export function userDocuments(now: Date): SeedDocument[] {
  return DEMO_ACCOUNTS.map((account, index) =>
    seedDoc(refs.user(account.uid), {
      email: account.email,
      role: account.role,
      createdAt: ago(now, 120 - index * 30),
    }),
  );
}

export function domainDocuments(now: Date): SeedDocument[] {
  return Object.entries(DOMAIN_MAPPINGS).map(([host, siteId]) =>
    seedDoc(refs.domain(host), { siteId, active: true, createdAt: ago(now, 85), updatedAt: ago(now, 85) }),
  );
}

/** Sandbox only: the accounts the local auth driver signs in against. */
export function sandboxAccountDocuments(): SeedDocument[] {
  return DEMO_ACCOUNTS.map((account) => ({
    path: `${SANDBOX_ACCOUNTS}/${segment(account.uid)}`,
    data: { email: account.email, passwordHash: DEMO_PASSWORD_HASH, role: account.role },
  }));
}
