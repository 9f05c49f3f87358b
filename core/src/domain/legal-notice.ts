import { LEGAL_FORMS, type LegalDetails } from '../model/legal';
import type { PlatformDetails, Provider } from '../model/platform';
import {
  emailFact,
  facts,
  formatSiret,
  phoneFact,
  section,
  type LegalDocument,
  type LegalFact,
  type LegalSection,
} from './legal-document';

/** The publisher's identity, as the law asks a professional site to give it. */
export function publisherFacts(details: LegalDetails): LegalFact[] {
  const company = details.legalForm !== '' && details.legalForm !== 'ei';
  return facts([
    { label: 'Dénomination', value: details.companyName },
    details.legalForm !== '' && { label: 'Forme juridique', value: LEGAL_FORMS[details.legalForm] },
    company && { label: 'Capital social', value: details.shareCapital },
    { label: 'Siège', value: details.address },
    { label: 'SIRET', value: formatSiret(details.siret) },
    { label: 'Immatriculation', value: details.registration },
    { label: 'TVA intracommunautaire', value: details.vatNumber },
    { label: 'Directeur ou directrice de la publication', value: details.director },
    emailFact('Email', details.email),
    phoneFact('Téléphone', details.phone),
  ]);
}

const providerFacts = (provider: Provider): LegalFact[] =>
  facts([
    { label: 'Raison sociale', value: provider.name },
    { label: 'Adresse', value: provider.address },
    phoneFact('Téléphone', provider.phone),
  ]);

const privacyLink = (privacyHref: string) =>
  ({
    kind: 'link',
    text: 'Ce que ce site collecte, pourquoi, combien de temps et comment exercer vos droits\u00a0:',
    label: 'politique de confidentialité',
    href: privacyHref,
  }) as const;

function hostSections(platform: PlatformDetails | null): LegalSection[] {
  return section('Hébergement', [{ kind: 'facts', facts: platform ? providerFacts(platform.host) : [] }]);
}

export interface ShopLegalNoticeInput {
  siteName: string;
  details: LegalDetails | null;
  platform: PlatformDetails | null;
  /** In-app link to the shop's privacy policy. */
  privacyHref: string;
}

/** A shop's legal notice: its publisher, the platform it is made with, its host. */
export function shopLegalNotice({ siteName, details, platform, privacyHref }: ShopLegalNoticeInput): LegalDocument {
  const publisher = details ? publisherFacts(details) : [];
  const operator = platform ? publisherFacts(platform.operator) : [];
  return {
    title: 'Mentions légales',
    intro: `Informations sur l’éditeur du site de ${siteName} et sur son hébergement.`,
    sections: [
      ...section('Éditeur du site', [
        publisher.length > 0
          ? { kind: 'facts', facts: publisher }
          : { kind: 'text', text: 'L’éditeur n’a pas encore renseigné ses informations légales.' },
      ]),
      ...section('Plateforme', [
        operator.length > 0 && {
          kind: 'text',
          text: 'Ce site est réalisé avec Comptoir, la plateforme de sites des commerces de proximité, éditée par\u00a0:',
        },
        { kind: 'facts', facts: operator },
      ]),
      ...hostSections(platform),
      ...section('Données personnelles', [privacyLink(privacyHref)]),
    ],
  };
}

/** The platform's own legal notice, shown from its landing page. */
export function platformLegalNotice(platform: PlatformDetails | null, privacyHref: string): LegalDocument {
  const operator = platform ? publisherFacts(platform.operator) : [];
  return {
    title: 'Mentions légales',
    intro: 'Informations sur l’éditeur de Comptoir et sur son hébergement.',
    sections: [
      ...section('Éditeur', [
        operator.length > 0
          ? { kind: 'facts', facts: operator }
          : { kind: 'text', text: 'Les informations sur l’éditeur n’ont pas encore été renseignées.' },
      ]),
      ...hostSections(platform),
      ...section('Données personnelles', [privacyLink(privacyHref)]),
    ],
  };
}
