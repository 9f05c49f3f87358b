import { describe, expect, it } from 'vitest';
import { legalDetailsSchema } from '../model/legal';
import { platformDetailsSchema } from '../model/platform';
import { EPICERIE_LEGAL_DETAILS } from '../seed/epicerie-du-marche';
import type { LegalDocument } from './legal-document';
import { platformLegalNotice, shopLegalNotice } from './legal-notice';
import { LEGAL_PATHS } from './shop-pages';
import { platformPrivacyPolicy, shopPrivacyPolicy, type ShopPrivacyInput } from './privacy-policy';

const details = legalDetailsSchema.parse(EPICERIE_LEGAL_DETAILS);
const platform = platformDetailsSchema.parse({
  operator: {
    companyName: 'Comptoir SAS',
    legalForm: 'sas',
    address: '1 rue de la Paix, 75002 Paris',
    email: 'contact@comptoir.fr',
  },
  host: {
    name: 'Google Ireland Limited',
    address: 'Gordon House, Barrow Street, Dublin 4, Irlande',
    phone: '+353 1 436 1000',
  },
  emailProvider: { name: 'Brevo' },
});

/** Everything a reader sees, as one string. */
function visibleText(document: LegalDocument): string {
  const lines = [document.title, document.intro];
  for (const { heading, blocks } of document.sections) {
    lines.push(heading);
    for (const block of blocks) {
      if (block.kind === 'text') lines.push(block.text);
      if (block.kind === 'list') lines.push(...block.items);
      if (block.kind === 'facts') lines.push(...block.facts.map((fact) => `${fact.label}: ${fact.value}`));
      if (block.kind === 'link') lines.push(`${block.text} ${block.label}`);
    }
  }
  return lines.join('\n');
}

const headings = (document: LegalDocument) => document.sections.map((section) => section.heading);

describe('shopLegalNotice', () => {
  const notice = (input: Partial<Parameters<typeof shopLegalNotice>[0]> = {}) =>
    shopLegalNotice({ siteName: 'Épicerie du Marché', details, platform, privacyHref: LEGAL_PATHS.privacy, ...input });

  it('names the publisher with every detail, the platform and the host', () => {
    const document = notice();
    expect(headings(document)).toEqual(['Éditeur du site', 'Plateforme', 'Hébergement', 'Données personnelles']);
    const [publisher] = document.sections;
    expect(publisher?.blocks).toEqual([
      {
        kind: 'facts',
        facts: [
          { label: 'Dénomination', value: 'Épicerie du Marché SARL' },
          { label: 'Forme juridique', value: 'SARL' },
          { label: 'Capital social', value: '10 000 €' },
          { label: 'Siège', value: '12 place du Marché, 69002 Lyon' },
          { label: 'SIRET', value: '812 345 671 00018' },
          { label: 'Immatriculation', value: 'RCS Lyon 812 345 671' },
          { label: 'TVA intracommunautaire', value: 'FR04812345671' },
          { label: 'Directeur ou directrice de la publication', value: 'Claire Martin' },
          { label: 'Email', value: 'bonjour@epicerie-du-marche.fr', href: 'mailto:bonjour@epicerie-du-marche.fr' },
          { label: 'Téléphone', value: '04 78 42 17 35', href: 'tel:0478421735' },
        ],
      },
    ]);
    expect(visibleText(document)).toContain('Google Ireland Limited');
    expect(visibleText(document)).toContain('Comptoir SAS');
    expect(document.sections.at(-1)?.blocks).toContainEqual(expect.objectContaining({ href: '/confidentialite' }));
  });

  it('shows only what exists when details are missing, never a placeholder value', () => {
    const partial = legalDetailsSchema.parse({ companyName: 'Traiteur Saveurs', legalForm: 'sas' });
    const text = visibleText(notice({ details: partial, platform: null }));
    expect(text).toContain('Dénomination: Traiteur Saveurs');
    expect(text).not.toMatch(/SIRET|Capital|Siège|Hébergement|Plateforme|undefined|null/);
    expect(visibleText(notice({ details: null, platform: null }))).toContain(
      'L’éditeur n’a pas encore renseigné ses informations légales.',
    );
  });

  it('gives a sole trader no share capital, even one typed before', () => {
    const soleTrader = legalDetailsSchema.parse({ ...details, legalForm: 'ei', shareCapital: '1 000 €' });
    const text = visibleText(notice({ details: soleTrader }));
    expect(text).toContain('Forme juridique: Entreprise individuelle');
    expect(text).not.toContain('Capital social');
  });
});

describe('shopPrivacyPolicy', () => {
  const input: ShopPrivacyInput = {
    siteId: 'epicerie-du-marche',
    siteName: 'Épicerie du Marché',
    details,
    contactEmail: 'autre@exemple.fr',
    platform,
    retentionMonths: 36,
    forms: ['contact', 'quote', 'reservation', 'events'],
  };

  it('describes each form, the recipients, the retention, the rights and the CNIL', () => {
    const document = shopPrivacyPolicy(input);
    expect(headings(document)).toEqual([
      'Responsable du traitement',
      'Données collectées et finalités',
      'Destinataires',
      'Durées de conservation',
      'Mesure d’audience',
      'Stockage dans votre navigateur',
      'Vos droits',
    ]);
    const text = visibleText(document);
    expect(text).toContain('compte sa fréquentation sans cookie ni identifiant');
    expect(text).toContain('les totaux de fréquentation du site, par jour\u00a0: 25\u00a0mois');
    expect(text).toContain('Formulaire de contact');
    expect(text).toContain('Demande de devis');
    expect(text).toContain('Réservation d’un produit');
    expect(text).toContain(
      'pour préparer votre commande, vous confirmer la réservation et vous la remettre en boutique',
    );
    expect(text).toContain('Participation à un événement');
    expect(text).toContain('3\u00a0ans après notre dernier échange');
    expect(text).toContain('Brevo, qui achemine les emails');
    expect(text).toContain('Comptoir SAS, qui édite Comptoir');
    expect(text).toContain('comptoir:participations:epicerie-du-marche');
    for (const right of ['accès', 'rectification', 'effacement', 'opposition', 'portabilité'])
      expect(text).toContain(right);
    expect(text).toContain('CNIL');
    expect(document.sections.at(-1)?.blocks).toContainEqual(
      expect.objectContaining({ href: 'mailto:bonjour@epicerie-du-marche.fr' }),
    );
  });

  it('leaves out the forms a site does not show', () => {
    const contactOnly = visibleText(shopPrivacyPolicy({ ...input, forms: ['contact'] }));
    expect(contactOnly).toContain('Formulaire de contact');
    expect(contactOnly).not.toMatch(
      /Demande de devis|Réservation d’un produit|Participation à un événement|comptoir:participations/,
    );

    const none = visibleText(shopPrivacyPolicy({ ...input, forms: [] }));
    expect(none).toContain('Ce site ne propose aucun formulaire');
    expect(none).not.toContain('vos demandes et messages');
  });

  it('states the owner’s retention and falls back on the site’s name and contact email', () => {
    const text = visibleText(shopPrivacyPolicy({ ...input, details: null, platform: null, retentionMonths: 6 }));
    expect(text).toContain('6\u00a0mois après notre dernier échange');
    expect(text).toContain('Nom: Épicerie du Marché');
    expect(text).toContain('autre@exemple.fr');
    expect(text).not.toMatch(/undefined|null|Brevo|hébergé/);
  });
});

describe('platform pages', () => {
  it('name the operator as publisher and controller', () => {
    const notice = visibleText(platformLegalNotice(platform, LEGAL_PATHS.privacy));
    expect(notice).toContain('Dénomination: Comptoir SAS');
    expect(notice).toContain('Google Ireland Limited');
    const policy = visibleText(platformPrivacyPolicy(platform));
    expect(policy).toContain('Demande de mise en ligne');
    expect(policy).not.toContain('qui édite Comptoir');
    expect(policy).toContain('contact@comptoir.fr');
  });

  it('say the details are missing rather than invent them', () => {
    expect(visibleText(platformLegalNotice(null, LEGAL_PATHS.privacy))).toContain(
      'Les informations sur l’éditeur n’ont pas encore été renseignées.',
    );
    expect(visibleText(platformPrivacyPolicy(null))).not.toMatch(/undefined|null/);
  });
});
