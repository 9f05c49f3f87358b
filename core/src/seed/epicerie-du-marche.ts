import { CONGES_TITLE } from '../domain/conges';
import { refs } from '../model/refs';
import { legalDetailsRef, type LegalDetailsInput } from '../model/legal';
import { ago, day, frenchDateFrom, isoDayFrom } from './dates';
import { epicerieAbout } from './epicerie-du-marche-about';
import { epicerieCampaign } from './epicerie-du-marche-campaign';
import { epicerieLeads } from './epicerie-du-marche-leads';
import { epicerieProducts } from './epicerie-du-marche-products';
import { epicerieServices } from './epicerie-du-marche-services';
import { EPICERIE_ID, ownerOf } from './platform';
import { seedNotificationAddresses } from './notification-addresses';
import { items, orderedItems, seedDoc, type SeedDocument } from './seed-document';
import { epicerieAudience } from './epicerie-audience';

const IMG = '/seed/epicerie';

/** The shop's legal details, as its legal notice shows them (the legal pages' tests read them too). */
export const EPICERIE_LEGAL_DETAILS = {
  companyName: 'Épicerie du Marché SARL',
  legalForm: 'sarl',
  shareCapital: '10 000 €',
  siret: '81234567100018',
  registration: 'RCS Lyon 812 345 671',
  vatNumber: 'FR04812345671',
  address: '12 place du Marché, 69002 Lyon',
  director: 'Claire Martin',
  email: 'bonjour@epicerie-du-marche.fr',
  phone: '04 78 42 17 35',
} satisfies LegalDetailsInput;

function site(now: Date): SeedDocument[] {
  return [
    seedDoc(refs.site(EPICERIE_ID), {
      name: 'Épicerie du Marché',
      ownerId: ownerOf(EPICERIE_ID),
      plan: 'expert',
      createdAt: ago(now, 90),
      updatedAt: ago(now, 2),
      appearance: {
        logoUrl: `${IMG}/logo.svg`,
        primaryColor: '#2f7d3a',
        secondaryColor: '#1f5129',
        accentColor: '#a9d8a6',
        primaryHoverColor: '#276a31',
      },
      contact: {
        email: 'bonjour@epicerie-du-marche.fr',
        phones: ['04 78 42 17 35', '06 12 48 93 20'],
        address: '12 place du Marché, 69002 Lyon',
        metro: 'Ligne A — Cordeliers (5 min à pied)',
        bus: 'C3, C5 et 27 — arrêt Cordeliers',
        tram: 'T1 — arrêt Perrache (10 min à pied)',
        car: 'Parking des Célestins à 200 m\u00a0; arrêt minute devant la boutique',
        mapsLink: 'https://www.google.com/maps/search/?api=1&query=12%20place%20du%20March%C3%A9%2069002%20Lyon',
        mapImageUrl: `${IMG}/map.svg`,
      },
      social: {
        facebook: 'https://www.facebook.com/epiceriedumarche.lyon',
        instagram: 'https://www.instagram.com/epiceriedumarche.lyon',
        twitter: '',
        tiktok: '',
        linkedin: '',
      },
    }),
    seedDoc(legalDetailsRef(EPICERIE_ID), EPICERIE_LEGAL_DETAILS),
    seedDoc(refs.page(EPICERIE_ID, 'policies'), {
      leadRetentionMonths: 36,
      terms: [
        'Commandes et paniers gourmands',
        'Les paniers et plateaux se commandent en boutique, par téléphone ou par le formulaire de devis, au moins 48 heures avant le retrait. La commande est ferme une fois confirmée par nos soins.',
        'Prix et paiement',
        'Les prix sont indiqués en euros toutes taxes comprises. Le paiement se fait en boutique au moment du retrait, en espèces, par carte bancaire ou par titre-restaurant.',
        'Annulation',
        'Une commande peut être annulée sans frais jusqu’à 24 heures avant le retrait. Les produits frais non retirés ne sont pas remboursés.',
      ].join('\n\n'),
    }),
    ...seedNotificationAddresses(EPICERIE_ID, 'notifications@epicerie-du-marche.fr', [
      'bonjour@epicerie-du-marche.fr',
      'claire@epicerie-du-marche.fr',
    ]),
  ];
}

function home(now: Date): SeedDocument[] {
  return [
    // Written the day the demo content is loaded, until the end of that day.
    seedDoc(refs.page(EPICERIE_ID, 'ardoise'), {
      title: 'Velouté de potimarron et tartine au comté',
      price: 6.5,
      imageUrl: '',
      date: isoDayFrom(now, 0),
      until: '23:59',
    }),
    seedDoc(refs.page(EPICERIE_ID, 'home'), {
      heroTitle: 'Le meilleur du terroir, au cœur de Lyon',
      heroSubtitle:
        'Fruits et légumes de saison, fromages affinés et épicerie fine\u00a0: nous choisissons chaque produit chez des producteurs que nous connaissons.',
      heroImageUrl: `${IMG}/hero-1600w.webp`,
      highlightTitle: 'Nos paniers gourmands sont arrivés',
      highlightDescription:
        'Miel de lavande, confitures au chaudron, fromages affinés par Julien et une bonne bouteille\u00a0: nos paniers se composent à la carte et font des cadeaux qui ont du goût. Et pour vos apéritifs, essayez notre nouveau plateau de fromages à partager, à commander 48 heures à l’avance.',
      highlightImageUrl: `${IMG}/highlight-paniers-1600w.webp`,
      highlightSecondImageUrl: `${IMG}/highlight-fromages-1600w.webp`,
    }),
    ...orderedItems(EPICERIE_ID, 'reassuranceItems', [
      [
        'reassurance-local',
        {
          title: 'Produits locaux',
          description: 'Plus de 80 % de nos produits viennent de moins de 150 km.',
          iconName: 'heart',
        },
      ],
      [
        'reassurance-artisans',
        {
          title: 'Sélection artisanale',
          description: 'Des fermes et des ateliers que nous visitons nous-mêmes.',
          iconName: 'award',
        },
      ],
      [
        'reassurance-livraison',
        {
          title: 'Livraison à vélo',
          description: 'Dans le 2e arrondissement, offerte dès 40 € d’achat.',
          iconName: 'truck',
        },
      ],
      [
        'reassurance-fraicheur',
        {
          title: 'Fraîcheur garantie',
          description: 'Arrivages chaque matin\u00a0; un produit vous déçoit, nous le remplaçons.',
          iconName: 'shield',
        },
      ],
    ]),
    ...orderedItems(EPICERIE_ID, 'testimonials', [
      [
        'testimonial-sophie',
        {
          customerName: 'Sophie Lambert',
          customerInitials: 'SL',
          rating: 5,
          text: 'Les meilleurs fromages du quartier, et toujours un bon conseil pour les accompagner. Julien connaît chaque tomme par cœur\u00a0!',
        },
      ],
      [
        'testimonial-marc',
        {
          customerName: 'Marc Dubois',
          customerInitials: 'MD',
          rating: 5,
          text: 'J’ai commandé dix paniers garnis pour mes clients\u00a0: présentation superbe, livraison à l’heure, tout le monde a adoré.',
        },
      ],
      [
        'testimonial-nadia',
        {
          customerName: 'Nadia Haddad',
          customerInitials: 'NH',
          rating: 4,
          text: 'Des fruits et légumes qui ont vraiment du goût. Un peu plus cher qu’au supermarché, mais la différence se sent dans l’assiette.',
        },
      ],
      [
        'testimonial-pierre-antoine',
        {
          customerName: 'Pierre-Antoine Roux',
          customerInitials: 'PAR',
          rating: 5,
          text: 'Le miel de lavande est une merveille. L’équipe prend toujours le temps d’expliquer d’où viennent les produits.',
        },
      ],
      [
        'testimonial-elodie',
        {
          customerName: 'Élodie Chevalier',
          customerInitials: 'ÉC',
          rating: 5,
          text: 'La livraison en vélo cargo est très pratique quand on travaille tard\u00a0: commande le matin, panier à la maison le soir.',
        },
      ],
    ]),
  ];
}

function events(now: Date): SeedDocument[] {
  return orderedItems(EPICERIE_ID, 'events', [
    [
      'evt-degustation-fromages',
      {
        title: 'Dégustation\u00a0: fromages d’Auvergne',
        date: frenchDateFrom(now, 9),
        startDate: isoDayFrom(now, 9),
        startTime: '10:00',
        participationCount: 12,
        description:
          'Julien vous fait goûter les fromages de la Fromagerie Bouvier — Saint-Nectaire fermier, Cantal vieux et Bleu d’Auvergne — avec un verre de Côtes-du-Rhône. De 10 h à 13 h, gratuit.',
      },
    ],
    [
      'evt-rencontre-apiculteur',
      {
        title: 'Rencontre avec notre apiculteur',
        date: frenchDateFrom(now, 16),
        startDate: isoDayFrom(now, 16),
        startTime: '15:00',
        participationCount: 7,
        description:
          'Thomas, du Rucher des Monts d’Or, vient parler de ses abeilles et de la récolte de lavande. Dégustation de cinq miels, de 15 h à 18 h.',
      },
    ],
    [
      'evt-atelier-paniers',
      {
        title: 'Atelier\u00a0: composer son panier gourmand',
        date: frenchDateFrom(now, 24),
        startDate: isoDayFrom(now, 24),
        startTime: '14:00',
        capacity: 8,
        participationCount: 4,
        description:
          'Apprenez à composer et à emballer un panier cadeau avec Claire. 8 places, 15 € déduits de votre panier. Inscription à la boutique.',
      },
    ],
    [
      'evt-soiree-vins',
      {
        title: 'Soirée vins et terroirs',
        date: frenchDateFrom(now, 38),
        startDate: isoDayFrom(now, 38),
        startTime: '18:30',
        participationCount: 18,
        description:
          'Le Domaine des Coteaux présente ses nouvelles cuvées, avec un plateau de fromages et de charcuterie. À partir de 18 h 30, 12 € par personne.',
      },
    ],
  ]);
}

const LUNCH_BREAK = [
  ['09:00', '12:30'],
  ['14:30', '19:30'],
] as const;

function hours(now: Date): SeedDocument[] {
  return [
    seedDoc(refs.page(EPICERIE_ID, 'hours'), {
      week: [
        day(0, ['09:00', '12:30']),
        day(1, null),
        day(2, ...LUNCH_BREAK),
        day(3, ...LUNCH_BREAK),
        day(4, ...LUNCH_BREAK),
        day(5, ...LUNCH_BREAK),
        day(6, ['08:30', '13:00'], ['14:30', '19:30']),
      ],
    }),
    ...items(EPICERIE_ID, 'specialPeriods', [
      [
        'sp-quinzaine-producteurs',
        {
          title: 'Quinzaine des producteurs',
          description:
            'Pendant deux semaines, nos producteurs se relaient à la boutique\u00a0: nous ouvrons aussi le lundi et fermons plus tard en semaine.',
          startDate: isoDayFrom(now, 18),
          endDate: isoDayFrom(now, 31),
          isSingleDay: false,
          isPeriodClosed: false,
          days: [
            day(0, ['09:00', '13:00']),
            day(1, ['10:00', '12:30'], ['14:30', '19:00']),
            day(2, ['09:00', '12:30'], ['14:00', '20:30']),
            day(3, ['09:00', '12:30'], ['14:00', '20:30']),
            day(4, ['09:00', '12:30'], ['14:00', '20:30']),
            day(5, ['09:00', '12:30'], ['14:00', '20:30']),
            day(6, ['08:30', '19:30']),
          ],
        },
      ],
      [
        'sp-fermeture-inventaire',
        {
          title: 'Fermeture exceptionnelle — inventaire',
          description:
            'La boutique sera fermée toute la journée pour notre inventaire annuel. Merci de votre compréhension\u00a0!',
          startDate: isoDayFrom(now, 45),
          endDate: isoDayFrom(now, 45),
          isSingleDay: true,
          isPeriodClosed: true,
        },
      ],
      [
        'sp-braderie-quartier',
        {
          title: 'Braderie du quartier',
          description: 'Ouverture le matin seulement, avec un stand devant la boutique.',
          startDate: isoDayFrom(now, -20),
          endDate: isoDayFrom(now, -20),
          isSingleDay: true,
          isPeriodClosed: false,
          times: { morningOpen: '08:00', morningClose: '13:00' },
        },
      ],
      [
        'sp-conges',
        {
          kind: 'conges',
          title: CONGES_TITLE,
          description: '',
          startDate: isoDayFrom(now, 70),
          endDate: isoDayFrom(now, 84),
          isSingleDay: false,
          isPeriodClosed: true,
        },
      ],
    ]),
  ];
}

/** The fully filled demo shop. */
export function epicerieDuMarche(now: Date): SeedDocument[] {
  return [
    ...site(now),
    ...home(now),
    ...events(now),
    ...hours(now),
    ...epicerieServices(),
    ...epicerieAbout(),
    ...epicerieProducts(now),
    ...epicerieCampaign(now),
    ...epicerieLeads(now),
    ...epicerieAudience(now),
  ];
}
