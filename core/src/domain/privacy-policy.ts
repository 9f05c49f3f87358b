import { AUDIENCE_RETENTION_MONTHS } from './audience';
import { NOTIFICATION_RETENTION_DAYS, VISITOR_QUOTA_RETENTION_DAYS } from './retention';
import type { LegalDetails } from '../model/legal';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '../model/pages';
import type { PlatformDetails } from '../model/platform';
import {
  emailFact,
  facts,
  phoneFact,
  retentionText,
  section,
  type LegalBlock,
  type LegalDocument,
} from './legal-document';
import { participationStorageKey } from './browser-storage';

/** The public forms a site may show; each one the site really shows is described in its policy. */
export type PublicForm = 'contact' | 'quote' | 'reservation' | 'order' | 'events';

/** What each public form collects, why, and on which legal basis (GDPR article 6). */
const FORM_TEXT: Record<PublicForm, string> = {
  contact:
    'Formulaire de contact (page «\u00a0Contact\u00a0»)\u00a0: prénom, nom, adresse email, objet et message, pour répondre à votre message. Base légale\u00a0: l’intérêt légitime à répondre aux personnes qui nous écrivent.',
  quote:
    'Demande de devis (page «\u00a0Nos prestations\u00a0»)\u00a0: prénom, nom, adresse email, prestation souhaitée et message, et si vous les donnez votre société, votre téléphone, la date, le nombre d’invités et le budget, pour établir le devis demandé. Base légale\u00a0: les mesures précontractuelles prises à votre demande.',
  reservation:
    'Réservation d’un produit (fiche d’un produit, page «\u00a0Nos produits\u00a0»)\u00a0: le produit, la quantité, le jour et le créneau de retrait, prénom, nom, téléphone, adresse email et, si vous en écrivez une, votre note, pour préparer votre commande, vous confirmer la réservation et vous la remettre en boutique. Base légale\u00a0: les mesures précontractuelles prises à votre demande.',
  order:
    'Commande en ligne (page des commandes de fêtes)\u00a0: les produits et quantités, le jour et le créneau de retrait, prénom, nom, téléphone, adresse email et, si vous en écrivez une, votre note, pour préparer votre commande, vous la confirmer et vous la remettre en boutique. Le paiement en ligne est traité par Stripe, le prestataire de paiement de la boutique\u00a0: la boutique ne reçoit jamais votre numéro de carte. Base légale\u00a0: l’exécution du contrat.',
  events:
    'Participation à un événement\u00a0: ni nom ni adresse, seulement un identifiant anonyme, pour compter une participation par visiteur. Base légale\u00a0: l’intérêt légitime à savoir combien de personnes viendront.',
};

const CNIL = {
  kind: 'link',
  text: 'Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07)\u00a0:',
  label: 'www.cnil.fr',
  href: 'https://www.cnil.fr/fr/plaintes',
} as const satisfies LegalBlock;

/** A list in the French way: each item ends with a semicolon, the last with a full stop. */
export function enumeration(items: readonly string[]): LegalBlock {
  return { kind: 'list', items: items.map((item, index) => `${item}${index < items.length - 1 ? '\u00a0;' : '.'}`) };
}

const RIGHTS = enumeration([
  'accès\u00a0: savoir quelles données nous avons sur vous et en obtenir une copie',
  'rectification\u00a0: corriger des données inexactes',
  'effacement\u00a0: faire supprimer vos données',
  'opposition et limitation\u00a0: vous opposer à leur traitement ou le faire suspendre',
  'portabilité\u00a0: les recevoir dans un format lisible par une machine',
]);

/** Who receives the data: the controller, then (for a shop) the platform acting for it, the host and the mailer. */
function recipients(controller: string, platform: PlatformDetails | null, forShop: boolean): LegalBlock {
  const operator = forShop ? (platform?.operator.companyName ?? '') : '';
  const host = platform?.host.name ?? '';
  const mailer = platform?.emailProvider.name ?? '';
  return enumeration([
    `${controller}, seul destinataire de vos demandes`,
    ...(operator ? [`${operator}, qui édite Comptoir, la plateforme de ce site, et agit pour son compte`] : []),
    ...(host ? [`${host}, qui héberge le site et ses données`] : []),
    ...(mailer ? [`${mailer}, qui achemine les emails de notification`] : []),
  ]);
}

/** How the shop's site counts its audience, and why it asks no consent for it (docs/decisions.md). */
const AUDIENCE: LegalBlock[] = [
  {
    kind: 'text',
    text: 'Ce site compte sa fréquentation sans cookie ni identifiant, pour que le commerce sache ce que son site lui apporte. Pour chaque page vue, votre navigateur envoie au serveur du site l’adresse de la page et le domaine du site qui vous y a mené (par exemple «\u00a0google.com\u00a0»)\u00a0; le serveur en déduit le type d’appareil (téléphone, tablette ou ordinateur). Quand vous touchez le numéro de téléphone, l’adresse email, le plan ou un réseau social du commerce, ce geste est compté de la même façon.',
  },
  {
    kind: 'text',
    text: `Ne sont conservés que des totaux par jour, sans adresse IP, sans identifiant ni suivi d’une page à l’autre ou d’un site à l’autre, pendant ${AUDIENCE_RETENTION_MONTHS}\u00a0mois. Ces mesures servent uniquement à la mesure d’audience du site et ne sont transmises à personne d’autre que le commerce\u00a0: elles sont exemptées de consentement (article 82 de la loi Informatique et Libertés, lignes directrices de la CNIL).`,
  },
];

function browserStorage(siteId: string | null, forms: readonly PublicForm[]): LegalBlock[] {
  const participation = siteId !== null && forms.includes('events');
  return [
    {
      kind: 'text',
      text: 'Ce site ne dépose aucun cookie publicitaire ni de mesure d’audience (il compte sa fréquentation sans, voir ci-dessus)\u00a0: c’est pourquoi il ne vous demande pas de consentement. Il n’écrit dans votre navigateur que ce qui est nécessaire au service que vous demandez\u00a0:',
    },
    enumeration([
      'la session anonyme de Firebase Authentication (stockage IndexedDB «\u00a0firebaseLocalStorageDb\u00a0», à défaut stockage local), créée quand vous envoyez un formulaire ou participez à un événement, qui permet de limiter les envois abusifs et de compter une participation par personne',
      ...(participation
        ? [
            `la clé «\u00a0${participationStorageKey(siteId)}\u00a0» (stockage local), la liste des événements auxquels vous participez, pour que le bouton l’indique\u00a0; elle ne quitte pas votre navigateur`,
            'quand vous participez à un événement, le service reCAPTCHA de Google vérifie que la demande vient bien d’un navigateur et non d’un robot\u00a0; il peut déposer les cookies nécessaires à cette protection',
          ]
        : []),
    ]),
  ];
}

export interface ShopPrivacyInput {
  siteId: string;
  siteName: string;
  details: LegalDetails | null;
  /** The site's public contact email, used when the legal details give none. */
  contactEmail: string;
  platform: PlatformDetails | null;
  retentionMonths: number;
  forms: readonly PublicForm[];
}

/** A shop's privacy policy, generated from what its site really collects. */
export function shopPrivacyPolicy(input: ShopPrivacyInput): LegalDocument {
  const { details, forms } = input;
  const controller = details?.companyName || input.siteName;
  const email = details?.email || input.contactEmail;
  const retention = retentionText(input.retentionMonths);
  const leadForms = forms.filter((form) => form !== 'events');
  return {
    title: 'Politique de confidentialité',
    intro: `Comment ${input.siteName} traite les données personnelles que vous lui confiez sur ce site.`,
    sections: [
      ...section('Responsable du traitement', [
        {
          kind: 'facts',
          facts: facts([
            { label: 'Nom', value: controller },
            { label: 'Adresse', value: details?.address ?? '' },
            emailFact('Email', email),
            phoneFact('Téléphone', details?.phone ?? ''),
          ]),
        },
      ]),
      ...section('Données collectées et finalités', [
        forms.length > 0
          ? { kind: 'list', items: forms.map((form) => FORM_TEXT[form]) }
          : {
              kind: 'text',
              text: 'Ce site ne propose aucun formulaire\u00a0: il ne collecte aucune donnée vous concernant.',
            },
        forms.length > 0 && {
          kind: 'text',
          text: 'Vos données ne sont ni vendues, ni cédées, ni utilisées à des fins publicitaires.',
        },
      ]),
      ...section('Destinataires', [recipients(controller, input.platform, true)]),
      ...section('Durées de conservation', [
        enumeration([
          ...(leadForms.length > 0
            ? [
                `vos demandes et messages\u00a0: ${retention} après notre dernier échange, puis ils sont supprimés automatiquement`,
                `la copie des emails de notification envoyés au commerce\u00a0: ${NOTIFICATION_RETENTION_DAYS}\u00a0jours`,
              ]
            : []),
          ...(forms.includes('events')
            ? ['les participations aux événements\u00a0: jusqu’à la suppression de l’événement']
            : []),
          `le compteur d’envois attaché à l’identifiant anonyme\u00a0: ${VISITOR_QUOTA_RETENTION_DAYS}\u00a0jours`,
          `les totaux de fréquentation du site, par jour\u00a0: ${AUDIENCE_RETENTION_MONTHS}\u00a0mois`,
        ]),
      ]),
      ...section('Mesure d’audience', AUDIENCE),
      ...section('Stockage dans votre navigateur', browserStorage(input.siteId, forms)),
      ...section('Vos droits', [
        { kind: 'text', text: 'Vous disposez à tout moment des droits suivants sur vos données\u00a0:' },
        RIGHTS,
        email
          ? {
              kind: 'link',
              text: `Pour les exercer, écrivez à ${controller}\u00a0; nous répondons dans un délai d’un mois\u00a0:`,
              label: email,
              href: `mailto:${email}`,
            }
          : {
              kind: 'text',
              text: `Pour les exercer, adressez-vous à ${controller}\u00a0; nous répondons dans un délai d’un mois.`,
            },
        CNIL,
      ]),
    ],
  };
}

/** The platform's privacy policy: the landing page's request form. */
export function platformPrivacyPolicy(platform: PlatformDetails | null): LegalDocument {
  const operator = platform?.operator;
  const controller = operator?.companyName || 'L’éditeur de Comptoir';
  const email = operator?.email ?? '';
  return {
    title: 'Politique de confidentialité',
    intro: 'Comment Comptoir traite les données personnelles confiées sur ce site.',
    sections: [
      ...section('Responsable du traitement', [
        {
          kind: 'facts',
          facts: facts([
            { label: 'Nom', value: operator?.companyName ?? '' },
            { label: 'Adresse', value: operator?.address ?? '' },
            emailFact('Email', email),
            phoneFact('Téléphone', operator?.phone ?? ''),
          ]),
        },
      ]),
      ...section('Données collectées et finalités', [
        {
          kind: 'list',
          items: [
            'Demande de mise en ligne (formulaire «\u00a0Contact\u00a0» de la page d’accueil)\u00a0: nom du commerce, votre nom, adresse email, et si vous les donnez votre téléphone, la formule choisie et votre message, pour vous recontacter et vous proposer un site. Base légale\u00a0: les mesures précontractuelles prises à votre demande.',
          ],
        },
      ]),
      ...section('Destinataires', [recipients(controller, platform, false)]),
      ...section('Durées de conservation', [
        {
          kind: 'text',
          text: `Vos demandes sont conservées ${retentionText(DEFAULT_LEAD_RETENTION_MONTHS)} après notre dernier échange, puis supprimées.`,
        },
      ]),
      ...section('Stockage dans votre navigateur', browserStorage(null, [])),
      ...section('Vos droits', [
        RIGHTS,
        email
          ? {
              kind: 'link',
              text: 'Pour les exercer, écrivez-nous\u00a0; nous répondons dans un délai d’un mois\u00a0:',
              label: email,
              href: `mailto:${email}`,
            }
          : {
              kind: 'text',
              text: 'Pour les exercer, adressez-vous à l’éditeur de Comptoir\u00a0; nous répondons dans un délai d’un mois.',
            },
        CNIL,
      ]),
    ],
  };
}
