import { productDocuments, type ProductSeed } from './products';
import { EPICERIE_ID } from './platform';
import { orderedItems, type OrderedSeed, type SeedDocument } from './seed-document';

const IMG = '/seed/epicerie/products';

const CATEGORIES: OrderedSeed<'productCategories'> = [
  [
    'cat-epicerie-fine',
    { name: 'Épicerie fine', description: 'Miels, confitures, huiles et douceurs de nos artisans.', isActive: true },
  ],
  [
    'cat-fromages',
    {
      name: 'Fromages & crèmerie',
      description: 'Fromages affinés à la boutique, beurre et œufs de la ferme.',
      isActive: true,
    },
  ],
  [
    'cat-fruits-legumes',
    { name: 'Fruits & légumes', description: 'Cueillis à maturité chez des maraîchers de la région.', isActive: true },
  ],
  ['cat-boissons', { name: 'Boissons', description: 'Vins, bières et jus artisanaux.', isActive: true }],
];

const PRODUCTS: readonly ProductSeed[] = [
  {
    id: 'prod-miel-lavande',
    name: 'Miel de lavande',
    description:
      'Miel crémeux récolté dans la Drôme provençale par le Rucher des Monts d’Or. Notes florales et douces, parfait sur une tartine ou dans une infusion.',
    categoryId: 'cat-epicerie-fine',
    isFeatured: true,
    allergens: [],
    labels: ['organic'],
    origin: 'Drôme provençale',
    createdDaysAgo: 4,
    variants: [
      {
        id: 'var-miel-lavande-250',
        name: 'Pot de 250 g',
        price: 7.5,
        priceUnit: 'le pot',
        imageUrl: `${IMG}/miel-lavande-250-1600w.webp`,
      },
      {
        id: 'var-miel-lavande-500',
        name: 'Pot de 500 g',
        price: 12.9,
        priceUnit: 'le pot',
        imageUrl: `${IMG}/miel-lavande-500-1600w.webp`,
      },
      {
        id: 'var-miel-lavande-1kg',
        name: 'Pot de 1 kg',
        price: 22,
        priceUnit: 'le pot',
        imageUrl: `${IMG}/miel-lavande-1kg-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-panier-saison',
    name: 'Panier de saison',
    description:
      'Une sélection de fruits et légumes du moment composée chaque matin par Amina, avec une fiche recette pour les cuisiner.',
    categoryId: 'cat-fruits-legumes',
    isFeatured: true,
    createdDaysAgo: 6,
    updatedDaysAgo: 1,
    variants: [
      {
        id: 'var-panier-saison-petit',
        name: 'Petit panier (2 personnes)',
        description: 'Environ 4 kg de fruits et légumes.',
        price: 18,
        priceUnit: 'le panier',
        imageUrl: `${IMG}/panier-saison-1600w.webp`,
      },
      {
        id: 'var-panier-saison-grand',
        name: 'Grand panier (4 personnes)',
        description: 'Environ 7 kg de fruits et légumes.',
        price: 29,
        priceUnit: 'le panier',
        imageUrl: `${IMG}/panier-saison-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-tomates-anciennes',
    name: 'Tomates anciennes',
    description: 'Cœur de bœuf, noire de Crimée et green zebra, cultivées en pleine terre à Millery.',
    categoryId: 'cat-fruits-legumes',
    isFeatured: true,
    allergens: [],
    labels: ['organic'],
    origin: 'Producteur local – 12 km',
    createdDaysAgo: 9,
    variants: [
      {
        id: 'var-tomates-anciennes',
        name: 'Au poids',
        price: 5.9,
        priceUnit: '/kg',
        imageUrl: `${IMG}/tomates-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-confitures',
    name: 'Confitures artisanales',
    description: 'Cuites en chaudron de cuivre, avec 65 % de fruits. La cerise noire est une édition limitée.',
    categoryId: 'cat-epicerie-fine',
    allergens: [],
    labels: ['homemade'],
    createdDaysAgo: 14,
    variants: [
      {
        id: 'var-confiture-abricot',
        name: 'Abricot',
        price: 5.9,
        priceUnit: 'le pot',
        imageUrl: `${IMG}/confiture-abricot-1600w.webp`,
      },
      {
        id: 'var-confiture-fraise',
        name: 'Fraise',
        price: 5.9,
        priceUnit: 'le pot',
        imageUrl: `${IMG}/confiture-fraise-1600w.webp`,
      },
      {
        id: 'var-confiture-cerise',
        name: 'Cerise noire',
        description: 'Édition limitée, selon la récolte.',
        price: null,
        priceInStore: true,
        inStock: false,
        imageUrl: `${IMG}/confiture-cerise-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-comte-18-mois',
    name: 'Comté AOP 18 mois',
    description: 'Affiné 18 mois en cave\u00a0: fruité, légèrement noisette, avec de petits cristaux qui croquent.',
    categoryId: 'cat-fromages',
    isFeatured: true,
    allergens: ['milk'],
    labels: ['aop'],
    createdDaysAgo: 21,
    variants: [
      {
        id: 'var-comte-18-mois',
        name: 'À la coupe',
        price: 32.9,
        priceUnit: '/kg',
        imageUrl: `${IMG}/comte-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-jus-pomme',
    name: 'Jus de pomme artisanal',
    description: 'Pur jus non filtré, pressé à la ferme des Vergers du Pilat. Sans sucre ajouté.',
    categoryId: 'cat-boissons',
    createdDaysAgo: 27,
    variants: [
      {
        id: 'var-jus-pomme-1l',
        name: 'Bouteille de 1 L',
        price: 4.5,
        priceUnit: 'la bouteille',
        imageUrl: `${IMG}/jus-pomme-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-cotes-du-rhone',
    name: 'Côtes-du-Rhône rouge bio',
    description:
      'Grenache et syrah du Domaine des Coteaux\u00a0: un vin gourmand aux arômes de fruits noirs et d’épices.',
    categoryId: 'cat-boissons',
    isFeatured: true,
    allergens: ['sulphites'],
    labels: ['organic', 'aop'],
    createdDaysAgo: 33,
    variants: [
      {
        id: 'var-cotes-du-rhone-75cl',
        name: 'Bouteille de 75 cl',
        price: 11.9,
        priceUnit: 'la bouteille',
        imageUrl: `${IMG}/vin-rouge-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-huile-olive',
    name: 'Huile d’olive vierge extra',
    description: 'Première pression à froid, moulin de Nyons. Douce et ardente à la fois, idéale crue.',
    categoryId: 'cat-epicerie-fine',
    allergens: [],
    createdDaysAgo: 38,
    variants: [
      {
        id: 'var-huile-olive-50cl',
        name: 'Bouteille de 50 cl',
        price: 16.5,
        priceUnit: 'la bouteille',
        imageUrl: `${IMG}/huile-olive-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-fromages-coupe',
    name: 'Fromages à la coupe',
    description: 'Notre sélection du moment, découpée devant vous. Le prix dépend du poids et de l’affinage.',
    categoryId: 'cat-fromages',
    allergens: ['milk'],
    createdDaysAgo: 44,
    variants: [
      {
        id: 'var-fromage-beaufort',
        name: 'Beaufort d’été',
        price: null,
        priceInStore: true,
        imageUrl: `${IMG}/fromages-coupe-1600w.webp`,
      },
      {
        id: 'var-fromage-saint-nectaire',
        name: 'Saint-Nectaire fermier',
        price: null,
        priceInStore: true,
        imageUrl: `${IMG}/fromages-coupe-1600w.webp`,
      },
      {
        id: 'var-fromage-bleu-auvergne',
        name: 'Bleu d’Auvergne',
        price: null,
        priceInStore: true,
        imageUrl: `${IMG}/fromages-coupe-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-beurre-baratte',
    name: 'Beurre de baratte demi-sel',
    description: 'Baratté à l’ancienne et salé au sel de Guérande, en plaquette de 250 g.',
    categoryId: 'cat-fromages',
    allergens: ['milk'],
    origin: 'Baratté en Bretagne',
    createdDaysAgo: 48,
    variants: [
      {
        id: 'var-beurre-250',
        name: 'Plaquette de 250 g',
        price: 3.8,
        priceUnit: 'la plaquette',
        imageUrl: `${IMG}/beurre-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-oeufs-plein-air',
    name: 'Œufs fermiers plein air',
    description: 'Pondus par des poules élevées en plein air à Saint-Laurent-de-Mure, livrés deux fois par semaine.',
    categoryId: 'cat-fromages',
    allergens: ['eggs'],
    origin: 'Producteur local – 18 km',
    createdDaysAgo: 52,
    variants: [
      { id: 'var-oeufs-6', name: 'Boîte de 6', price: 3.6, priceUnit: 'la boîte', imageUrl: `${IMG}/oeufs-1600w.webp` },
      {
        id: 'var-oeufs-12',
        name: 'Boîte de 12',
        price: 6.9,
        priceUnit: 'la boîte',
        imageUrl: `${IMG}/oeufs-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-pommes-vivarais',
    name: 'Pommes Reinette du Vivarais',
    description: 'Une pomme acidulée et parfumée, à croquer ou à cuire en tarte.',
    categoryId: 'cat-fruits-legumes',
    createdDaysAgo: 55,
    variants: [
      {
        id: 'var-pommes-vivarais',
        name: 'Au poids',
        price: 3.2,
        priceUnit: '/kg',
        imageUrl: `${IMG}/pommes-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-biere-blonde',
    name: 'Bière blonde de Lyon',
    description: 'Brassée à la Croix-Rousse avec des malts français\u00a0: légère, florale et désaltérante.',
    categoryId: 'cat-boissons',
    allergens: ['gluten'],
    createdDaysAgo: 58,
    variants: [
      {
        id: 'var-biere-blonde-33cl',
        name: 'Bouteille de 33 cl',
        price: 3.5,
        priceUnit: 'la bouteille',
        imageUrl: `${IMG}/biere-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-fraises-carpentras',
    name: 'Fraises de Carpentras',
    description: 'De retour au printemps\u00a0: la saison est terminée, nous les retrouverons l’an prochain.',
    categoryId: 'cat-fruits-legumes',
    isActive: false,
    allergens: [],
    labels: ['igp'],
    createdDaysAgo: 59,
    updatedDaysAgo: 12,
    variants: [
      {
        id: 'var-fraises-500',
        name: 'Barquette de 500 g',
        price: 8.5,
        priceUnit: 'la barquette',
        imageUrl: `${IMG}/fraises-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-buche-praline',
    name: 'Bûche pralinée',
    description:
      'Biscuit roulé, crème au praliné de noisettes du Piémont et éclats de nougatine, faite par Amina le matin du retrait.',
    categoryId: 'cat-epicerie-fine',
    allergens: ['gluten', 'eggs', 'milk', 'nuts'],
    createdDaysAgo: 60,
    variants: [
      {
        id: 'var-buche-6',
        name: '6 parts',
        price: 32,
        priceUnit: 'la bûche',
        imageUrl: `${IMG}/buche-1600w.webp`,
      },
      {
        id: 'var-buche-8',
        name: '8 parts',
        price: 42,
        priceUnit: 'la bûche',
        imageUrl: `${IMG}/buche-1600w.webp`,
      },
    ],
  },
  {
    id: 'prod-foie-gras',
    name: 'Foie gras de canard mi-cuit',
    description: 'Foie gras entier du Gers, mi-cuit au torchon à la boutique, avec son chutney de figues.',
    categoryId: 'cat-epicerie-fine',
    allergens: [],
    origin: 'Gers',
    createdDaysAgo: 60,
    variants: [
      {
        id: 'var-foie-gras-250',
        name: 'Terrine de 250 g',
        price: 39,
        priceUnit: 'la terrine',
        imageUrl: `${IMG}/foie-gras-1600w.webp`,
      },
    ],
  },
];

export function epicerieProducts(now: Date): SeedDocument[] {
  return [
    ...orderedItems(EPICERIE_ID, 'productCategories', CATEGORIES),
    ...productDocuments(EPICERIE_ID, now, PRODUCTS),
  ];
}
