import { refs, segment } from '../model/refs';
import { platformDetailsRef } from '../model/platform';
import { accountAddressFields } from '../model/user';
import { DEMO_ACCOUNTS, DEMO_PASSWORD_HASH, SANDBOX_ACCOUNTS } from './accounts';
import { ago } from './dates';
import { seedDoc, type SeedDocument } from './seed-document';

export const EPICERIE_ID = 'epicerie-du-marche';
export const TRAITEUR_ID = 'traiteur-saveurs';
export const BOUTIQUE_VIDE_ID = 'boutique-vide';

/** Hosts mapped to the demo sites (`*.localhost` resolves to this machine). */
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
      ...accountAddressFields(account.email),
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

/**
 * Who runs the demo platform (a fictitious company) and the real providers it relies on; admins
 * edit them in « Plateforme ».
 */
export function platformDocuments(): SeedDocument[] {
  return [
    seedDoc(platformDetailsRef(), {
      operator: {
        companyName: 'Comptoir SAS',
        legalForm: 'sas',
        shareCapital: '5 000 €',
        siret: '91234567800003',
        registration: 'RCS Lyon 912 345 678',
        vatNumber: 'FR74912345678',
        address: '8 rue de la République, 69001 Lyon',
        director: 'Camille Durand',
        email: 'contact@comptoir.example',
        phone: '04 72 00 00 00',
      },
      host: {
        name: 'Google Ireland Limited (Firebase Hosting)',
        address: 'Gordon House, Barrow Street, Dublin 4, Irlande',
        phone: '+353 1 436 1000',
      },
      emailProvider: {
        name: 'Twilio SendGrid',
        address: '101 Spear Street, San Francisco, CA 94105, États-Unis',
        phone: '',
      },
    }),
  ];
}
