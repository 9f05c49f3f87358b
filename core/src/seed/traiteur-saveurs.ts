import { refs } from '../model/refs';
import { legalDetailsRef } from '../model/legal';
import { ago, day, isoDayFrom } from './dates';
import { TRAITEUR_ID, ownerOf } from './platform';
import { productDocuments } from './products';
import { seedNotificationAddresses } from './notification-addresses';
import { items, orderedItems, seedDoc, type SeedDocument } from './seed-document';

const IMG = '/seed/traiteur';

function site(now: Date): SeedDocument[] {
  return [
    seedDoc(refs.site(TRAITEUR_ID), {
      name: 'Traiteur Saveurs & Co',
      ownerId: ownerOf(TRAITEUR_ID),
      plan: 'pro',
      createdAt: ago(now, 60),
      updatedAt: ago(now, 10),
      appearance: {
        logoUrl: `${IMG}/logo.svg`,
        primaryColor: '#b4492f',
        secondaryColor: '#6d1f2a',
        accentColor: '#f2cdb4',
        primaryHoverColor: '#963b26',
      },
      contact: {
        email: 'contact@saveurs-et-co.fr',
        phones: ['04 72 65 18 90'],
        address: '27 cours Émile-Zola, 69100 Villeurbanne',
        metro: 'Ligne A — Gratte-Ciel',
        bus: 'C3 — arrêt Gratte-Ciel',
        car: 'Parking Zola à 100 m',
      },
      social: { instagram: 'https://www.instagram.com/saveursetco.traiteur' },
    }),
    // Left incomplete on purpose: its dashboard shows what the legal notice lacks.
    seedDoc(legalDetailsRef(TRAITEUR_ID), {
      companyName: 'Saveurs & Co',
      legalForm: 'sas',
      address: '27 cours Émile-Zola, 69100 Villeurbanne',
    }),
    ...seedNotificationAddresses(TRAITEUR_ID, 'notifications@saveurs-et-co.fr', ['contact@saveurs-et-co.fr']),
  ];
}

function services(): SeedDocument[] {
  return [
    ...orderedItems(TRAITEUR_ID, 'serviceCategories', [
      [
        'svc-buffets',
        {
          name: 'Buffets',
          title: 'Buffets chauds et froids',
          description:
            'Salades de saison, plats mijotés, fromages et desserts maison, dressés sur place par notre équipe, de 20 à 300 invités.',
          images: [`${IMG}/services/buffets-1.svg`],
        },
      ],
      [
        'svc-cocktails',
        {
          name: 'Cocktails',
          title: 'Cocktails dînatoires',
          description:
            'Douze pièces salées et sucrées par personne, servies sur plateaux ou en self-service, avec ou sans maîtres d’hôtel.',
          images: [`${IMG}/services/cocktails-1.svg`],
        },
      ],
      [
        'svc-mariages',
        {
          name: 'Mariages',
          title: 'Mariages et grandes réceptions',
          description:
            'Du vin d’honneur à la pièce montée, nous construisons votre menu avec vous, dégustation comprise.',
          images: [`${IMG}/services/mariages-1.svg`],
        },
      ],
      [
        'svc-plats-emporter',
        {
          name: 'Plats à emporter',
          title: 'Plats du jour à emporter',
          description:
            'Du lundi au vendredi, deux plats du jour cuisinés le matin même, à emporter ou livrés au bureau.',
          images: [`${IMG}/services/plats-1.svg`],
        },
      ],
    ]),
    ...orderedItems(TRAITEUR_ID, 'faqs', [
      [
        'faq-delai-reservation',
        {
          question: 'Combien de temps à l’avance faut-il réserver\u00a0?',
          answer:
            'Trois semaines pour un buffet ou un cocktail, six mois pour un mariage. Pour les plats du jour, commandez la veille avant 16 h.',
        },
      ],
      [
        'faq-vegetarien',
        {
          question: 'Proposez-vous des menus végétariens\u00a0?',
          answer:
            'Oui, chaque formule existe en version végétarienne, et nous adaptons les plats aux allergies signalées à la commande.',
        },
      ],
    ]),
  ];
}

function products(now: Date): SeedDocument[] {
  return [
    ...orderedItems(TRAITEUR_ID, 'productCategories', [
      [
        'cat-plats-cuisines',
        { name: 'Plats cuisinés', description: 'Préparés le matin même dans notre cuisine.', isActive: true },
      ],
      ['cat-patisseries', { name: 'Pâtisseries', description: 'Gâteaux et tartes sur commande.', isActive: true }],
    ]),
    ...productDocuments(TRAITEUR_ID, now, [
      {
        id: 'prod-quiche-lorraine',
        name: 'Quiche lorraine',
        description: 'Pâte brisée pur beurre, lardons fumés et crème fraîche de Bresse.',
        categoryId: 'cat-plats-cuisines',
        createdDaysAgo: 40,
        variants: [
          {
            id: 'var-quiche-part',
            name: 'Part individuelle',
            price: 4.5,
            priceUnit: 'la part',
            imageUrl: `${IMG}/products/quiche.svg`,
          },
          {
            id: 'var-quiche-entiere',
            name: 'Quiche entière (6 parts)',
            price: 22,
            priceUnit: 'la pièce',
            imageUrl: `${IMG}/products/quiche.svg`,
          },
        ],
      },
      {
        id: 'prod-lasagnes',
        name: 'Lasagnes maison',
        description: 'Bœuf mijoté quatre heures, béchamel à la muscade et parmesan affiné.',
        categoryId: 'cat-plats-cuisines',
        createdDaysAgo: 25,
        variants: [
          {
            id: 'var-lasagnes-portion',
            name: 'Portion',
            price: 8.9,
            priceUnit: 'la portion',
            imageUrl: `${IMG}/products/lasagnes.svg`,
          },
        ],
      },
      {
        id: 'prod-salade-composee',
        name: 'Salade composée du moment',
        description: 'Légumes de saison, graines torréfiées et vinaigrette au miel.',
        categoryId: 'cat-plats-cuisines',
        createdDaysAgo: 12,
        variants: [
          {
            id: 'var-salade-portion',
            name: 'Portion',
            price: 7.5,
            priceUnit: 'la portion',
            imageUrl: `${IMG}/products/salade.svg`,
          },
        ],
      },
      {
        id: 'prod-fraisier',
        name: 'Fraisier',
        description: 'Génoise légère, crème mousseline à la vanille et fraises fraîches, sur commande 48 heures avant.',
        categoryId: 'cat-patisseries',
        createdDaysAgo: 8,
        variants: [
          {
            id: 'var-fraisier-6',
            name: '6 personnes',
            price: 28,
            priceUnit: 'la pièce',
            imageUrl: `${IMG}/products/fraisier.svg`,
          },
          {
            id: 'var-fraisier-10',
            name: '10 personnes',
            price: 44,
            priceUnit: 'la pièce',
            imageUrl: `${IMG}/products/fraisier.svg`,
          },
        ],
      },
    ]),
  ];
}

const SERVICE_HOURS = [
  ['09:00', '14:00'],
  ['16:00', '19:00'],
] as const;

function hours(now: Date): SeedDocument[] {
  return [
    seedDoc(refs.page(TRAITEUR_ID, 'hours'), {
      week: [
        day(0, null),
        day(1, ...SERVICE_HOURS),
        day(2, ...SERVICE_HOURS),
        day(3, ...SERVICE_HOURS),
        day(4, ...SERVICE_HOURS),
        day(5, ...SERVICE_HOURS),
        day(6, ['09:00', '13:00']),
      ],
    }),
    ...items(TRAITEUR_ID, 'specialPeriods', [
      [
        'sp-conges-annuels',
        {
          title: 'Congés annuels',
          description:
            'La boutique et la cuisine ferment deux semaines\u00a0; les réceptions déjà réservées sont assurées.',
          startDate: isoDayFrom(now, 40),
          endDate: isoDayFrom(now, 53),
          isSingleDay: false,
          isPeriodClosed: true,
          days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => day(dayOfWeek, null)),
        },
      ],
    ]),
  ];
}

function leads(now: Date): SeedDocument[] {
  return items(TRAITEUR_ID, 'quoteRequests', [
    [
      'quote-seminaire-horizon',
      {
        customerFirstName: 'Sandrine',
        customerLastName: 'Perrin',
        customerEmail: 's.perrin@horizon-conseil.example',
        emailKey: 's.perrin@horizon-conseil.example',
        customerCompany: 'Horizon Conseil',
        customerPhone: '04 37 24 55 60',
        serviceType: 'Buffets',
        message:
          'Séminaire d’équipe sur deux jours\u00a0: buffet froid le midi pour 45 personnes, dont 6 végétariens. Livraison à Villeurbanne, près du Totem.',
        eventDate: isoDayFrom(now, 26),
        eventGuests: 45,
        eventBudget: '1 100 €',
        status: 'new',
        isViewed: false,
        createdAt: ago(now, 0, 8),
      },
    ],
    [
      'quote-bapteme-garcia',
      {
        customerFirstName: 'Miguel',
        customerLastName: 'Garcia',
        customerEmail: 'miguel.garcia@example.fr',
        emailKey: 'miguel.garcia@example.fr',
        customerPhone: '06 44 81 27 93',
        serviceType: 'Cocktails',
        message:
          'Cocktail après le baptême de notre fille, dans la salle paroissiale\u00a0: une cinquantaine de personnes, avec des enfants.',
        eventDate: isoDayFrom(now, 44),
        eventGuests: 50,
        eventBudget: '900 €',
        status: 'in_progress',
        isViewed: true,
        createdAt: ago(now, 4),
      },
    ],
  ]);
}

/** Partly filled; pages left out show the defaults (services title, reassurance, about). */
export function traiteurSaveurs(now: Date): SeedDocument[] {
  return [
    ...site(now),
    seedDoc(refs.page(TRAITEUR_ID, 'home'), {
      heroTitle: 'Traiteur Saveurs & Co',
      heroSubtitle:
        'Buffets, cocktails et plats cuisinés maison pour vos réceptions, de 10 à 300 invités, à Villeurbanne et dans toute la métropole lyonnaise.',
      heroImageUrl: `${IMG}/hero.svg`,
    }),
    ...services(),
    ...products(now),
    ...hours(now),
    ...leads(now),
  ];
}
