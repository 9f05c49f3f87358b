// The scale seed (`npm run seed:scale`): a platform of 1,000 shops and one shop with years of
// requests, to see every back-office screen at the size Comptoir is for. Deterministic: the same
// `now` gives the same documents (a seeded generator, never Math.random).
import { emailKey } from '../domain/email-key';
import { foldText } from '../model/fold-text';
import { formatPrice } from '../domain/price-display';
import { PLAN_IDS } from '../model/plans';
import { refs } from '../model/refs';
import { accountAddressFields } from '../model/user';
import { DEMO_PASSWORD } from './accounts';
import { ago, isoDayFrom } from './dates';
import { productDocuments, type ProductSeed, type VariantSeed } from './products';
import { items, orderedItems, seedDoc, type SeedDocument } from './seed-document';
import { generator } from './generator';
import { publishedSeedDocuments } from './published';
import { withSiteSearchKeys } from './site-search-keys';

export const SCALE = {
  sites: 1_000,
  bigShop: 'grande-maison-traiteur',
  quoteRequests: 5_000,
  contactMessages: 3_000,
  reservations: 2_000,
  products: 300,
  maxVariants: 10,
  /** Three years of requests. */
  days: 3 * 365,
} as const;

/** An owner account of the scale seed (password: the demo password). */
export interface ScaleAccount {
  uid: string;
  email: string;
  password: string;
}

const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Jade',
  'Louise',
  'Zoé',
  'Emma',
  'Alice',
  'Juliette',
  'Hélène',
  'Thomas',
  'Lucas',
  'Hugo',
  'Louis',
  'Arthur',
  'Jules',
  'Nathan',
  'Théo',
  'Paul',
  'Antoine',
  'Mehdi',
  'Yann',
] as const;
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Durand',
  'Lefèvre',
  'Moreau',
  'Laurent',
  'Simon',
  'Michel',
  'Garcia',
  'Roux',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Nguyen',
  'Benali',
  'Girard',
  'Bonnet',
  'Dupont',
  'Lambert',
  'Faure',
  'Morel',
] as const;
const TRADES = [
  'Boulangerie',
  'Fromagerie',
  'Épicerie',
  'Boucherie',
  'Traiteur',
  'Cave',
  'Primeur',
  'Chocolaterie',
  'Pâtisserie',
  'Crèmerie',
  'Torréfaction',
  'Poissonnerie',
] as const;
const PLACES = [
  'du Marché',
  'des Halles',
  'de la Place',
  'Saint-Jean',
  'des Canuts',
  'de la Croix-Rousse',
  'du Parc',
  'des Terreaux',
  'de la Gare',
  'du Château',
  'des Remparts',
  'du Vieux Pont',
] as const;
const CITIES = ['Lyon', 'Villeurbanne', 'Grenoble', 'Annecy', 'Saint-Étienne', 'Dijon', 'Valence', 'Chambéry'] as const;
const SERVICES = ['Buffet', 'Cocktail dînatoire', 'Mariage', 'Repas d’entreprise', 'Plateaux repas', 'Autre'] as const;
const SUBJECTS = [
  'Horaires pendant les fêtes',
  'Allergies et ingrédients',
  'Commande pour un anniversaire',
  'Livraison possible\u00a0?',
  'Merci pour le buffet',
  'Question sur un produit',
] as const;
const DISHES = [
  'Terrine de campagne',
  'Pâté en croûte',
  'Quiche lorraine',
  'Gratin dauphinois',
  'Saumon gravlax',
  'Tarte au citron',
  'Salade lyonnaise',
  'Quenelles de brochet',
  'Bœuf bourguignon',
  'Poulet de Bresse rôti',
  'Clafoutis aux cerises',
  'Plateau de fromages',
  'Cake aux olives',
  'Velouté de potimarron',
  'Tarte tatin',
] as const;
const SIZES = ['Pour 2', 'Pour 4', 'Pour 6', 'Pour 8', 'Pour 10', 'Part', '250 g', '500 g', '1 kg', 'Entier'] as const;
const SLOTS = ['09:00', '09:30', '10:00', '11:00', '11:30', '12:00', '16:00', '17:00', '17:30', '18:00'] as const;

const pad = (n: number) => String(n).padStart(4, '0');
const emailOf = (first: string, last: string, n: number) =>
  `${foldText(first)}.${foldText(last)}${n}@example.fr`.replace(/[^a-z0-9.@]/g, '');
const phoneOf = (n: number) =>
  `06 ${String(10 + (n % 89)).padStart(2, '0')} ${pad(n).slice(0, 2)} ${pad(n).slice(2)} 00`;

function platform(now: Date): { documents: SeedDocument[]; owners: ScaleAccount[] } {
  const { int, pick, next } = generator(1);
  const documents: SeedDocument[] = [];
  const owners: ScaleAccount[] = [];
  for (let n = 0; n <= SCALE.sites; n += 1) {
    // n = 0 is the big shop's owner; 1…1,000 own the platform's other shops.
    const big = n === 0;
    const uid = `scale-owner-${pad(n)}`;
    const email = big ? 'grande-maison@scale.example' : `commerce${pad(n)}@scale.example`;
    owners.push({ uid, email, password: DEMO_PASSWORD });
    const created = ago(now, int(1, SCALE.days), int(0, 23));
    documents.push(seedDoc(refs.user(uid), { ...accountAddressFields(email), role: 'user', createdAt: created }));
    const siteId = big ? SCALE.bigShop : `scale-${pad(n)}`;
    const city = pick(CITIES);
    const name = big ? 'Grande Maison Traiteur' : `${pick(TRADES)} ${pick(PLACES)}`;
    documents.push(
      seedDoc(refs.site(siteId), {
        name,
        ownerId: uid,
        // The big shop has every page; the others take the plans in turn.
        plan: big ? 'expert' : PLAN_IDS[n % PLAN_IDS.length],
        // One shop in ten taken offline by an administrator.
        active: big || next() > 0.1,
        createdAt: created,
        updatedAt: ago(now, int(0, 30)),
        contact: {
          email: big ? 'contact@grande-maison.example' : `bonjour${pad(n)}@scale.example`,
          phones: [phoneOf(n)],
          address: `${int(1, 120)} rue ${pick(PLACES).replace(/^d(u|es|e la) /, '')}, ${city}`,
        },
      }),
    );
    // A domain for one shop in five; one in twenty has asked for one not yet connected.
    if (n % 5 === 0 || n % 20 === 7)
      documents.push(
        seedDoc(refs.domain(`${siteId}.fr`), { siteId, active: n % 5 === 0, createdAt: created, updatedAt: created }),
      );
  }
  return { documents, owners };
}

function catalogue(now: Date): { documents: SeedDocument[]; products: ProductSeed[] } {
  const { int, pick, next } = generator(2);
  const categories = ['Entrées', 'Plats', 'Desserts', 'Fromages', 'Boissons', 'Buffets'].map(
    (name, index) => [`cat-${index + 1}`, { name, description: '', isActive: true }] as const,
  );
  const products: ProductSeed[] = Array.from({ length: SCALE.products }, (_, index) => {
    const dish = `${pick(DISHES)} n° ${index + 1}`;
    const count = int(1, SCALE.maxVariants);
    const variants = Array.from({ length: count }, (_, v): VariantSeed => {
      const price = Math.round((4 + next() * 60) * 10) / 10;
      return {
        id: `var-${index + 1}-${v + 1}`,
        name: SIZES[v] as string,
        price,
        priceUnit: v < 5 ? 'la part' : '',
        imageUrl: '/placeholder.svg',
        inStock: next() > 0.05,
      };
    }) as [VariantSeed, ...VariantSeed[]];
    return {
      id: `prod-${pad(index + 1)}`,
      name: dish,
      description: `${dish}, préparé dans notre cuisine avec des produits de la région.`,
      categoryId: `cat-${(index % categories.length) + 1}`,
      variants,
      isFeatured: index < 4,
      createdDaysAgo: int(1, SCALE.days),
    };
  });
  return {
    documents: [
      ...orderedItems(SCALE.bigShop, 'productCategories', categories),
      ...productDocuments(SCALE.bigShop, now, products),
    ],
    products,
  };
}

function leads(now: Date, products: readonly ProductSeed[]): SeedDocument[] {
  const { int, pick, next } = generator(3);
  const person = (n: number) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    return { first, last, email: emailOf(first, last, n) };
  };
  const quotes = Array.from({ length: SCALE.quoteRequests }, (_, n) => {
    const { first, last, email } = person(n);
    const days = int(0, SCALE.days);
    const service = pick(SERVICES);
    const guests = int(8, 250);
    return [
      `quote-${pad(n)}`,
      {
        customerFirstName: first,
        customerLastName: last,
        customerEmail: email,
        emailKey: emailKey(email),
        customerPhone: phoneOf(n),
        serviceType: service,
        message: `Bonjour, nous organisons un événement (${service.toLowerCase()}) pour ${guests} personnes. Pourriez-vous nous faire une proposition\u00a0? Merci d’avance.`,
        eventDate: isoDayFrom(now, -days + int(10, 90)),
        eventGuests: guests,
        eventBudget: `${guests * int(15, 45)} €`,
        status: days > 60 ? 'completed' : days > 7 ? pick(['in_progress', 'completed'] as const) : 'new',
        isViewed: days > 7 || next() > 0.5,
        createdAt: ago(now, days, int(0, 23)),
      },
    ] as const;
  });
  const messages = Array.from({ length: SCALE.contactMessages }, (_, n) => {
    const { first, last, email } = person(SCALE.quoteRequests + n);
    const days = int(0, SCALE.days);
    const at = ago(now, days, int(0, 23));
    const subject = pick(SUBJECTS);
    return [
      `msg-${pad(n)}`,
      {
        firstName: first,
        name: last,
        email,
        emailKey: emailKey(email),
        subject,
        message: `Bonjour, ${subject.toLowerCase()}\u00a0: pourriez-vous me répondre quand vous aurez un moment\u00a0? Bonne journée, ${first}.`,
        isViewed: days > 3 || next() > 0.5,
        createdAt: at,
        updatedAt: at,
      },
    ] as const;
  });
  const reservations = Array.from({ length: SCALE.reservations }, (_, n) => {
    const { first, last, email } = person(SCALE.quoteRequests + SCALE.contactMessages + n);
    const product = pick(products);
    const variant = pick(product.variants);
    const days = int(0, SCALE.days);
    const pickup = -days + int(1, 7);
    const past = pickup < 0;
    return [
      `resa-${pad(n)}`,
      {
        productId: product.id,
        productName: product.name,
        variantId: variant.id,
        variantName: variant.name,
        unitPrice: variant.price,
        priceLabel: variant.price === null ? 'Prix en boutique' : formatPrice(variant.price, variant.priceUnit ?? ''),
        quantity: int(1, 6),
        pickupDate: isoDayFrom(now, pickup),
        pickupTime: pick(SLOTS),
        customerFirstName: first,
        customerLastName: last,
        customerPhone: phoneOf(n),
        customerEmail: email,
        emailKey: emailKey(email),
        note: next() > 0.8 ? 'Merci de prévoir un sac isotherme.' : '',
        status: past
          ? next() > 0.1
            ? 'collected'
            : pick(['cancelled', 'declined'] as const)
          : pick(['new', 'confirmed'] as const),
        isViewed: past || next() > 0.5,
        createdAt: ago(now, days, int(0, 23)),
      },
    ] as const;
  });
  return [
    ...items(SCALE.bigShop, 'quoteRequests', quotes),
    ...items(SCALE.bigShop, 'contactMessages', messages),
    ...items(SCALE.bigShop, 'reservations', reservations),
  ];
}

/** The scale seed's documents (every one parsed by its schema) and the owner accounts to create. */
export function scaleSeed(now: Date): { documents: SeedDocument[]; owners: ScaleAccount[] } {
  const { documents, owners } = platform(now);
  const shop = catalogue(now);
  const content = withSiteSearchKeys([...documents, ...shop.documents]);
  return { documents: [...content, ...publishedSeedDocuments(content, now), ...leads(now, shop.products)], owners };
}
