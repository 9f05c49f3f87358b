import type { ReassuranceItem, Testimonial } from '@comptoir/core';
import type { PublicProduct } from '@/components/site/public-product';

/**
 * Shown while a shop has entered nothing for its home page: a sample grocery,
 * so the owner sees what the page will look like. The illustrations ship with the app.
 */
export const DEMO_HERO = {
  title: 'Bienvenue à l’épicerie du quartier',
  subtitle:
    'Fruits et légumes de saison, fromages affinés, pain au levain et épicerie fine\u00a0: des produits choisis avec soin chez les producteurs de la région.',
  imageUrl: '/seed/epicerie/hero-1600w.webp',
} as const;

/** The four defaults when the shop has no reassurance items. */
export const DEFAULT_REASSURANCE: readonly Omit<ReassuranceItem, 'orderIndex'>[] = [
  {
    title: 'Produits locaux',
    description: 'Des produits de saison, cultivés et fabriqués près de chez vous.',
    iconName: 'heart',
  },
  {
    title: 'Sélection artisanale',
    description: 'Chaque produit est choisi avec soin chez des artisans passionnés.',
    iconName: 'award',
  },
  {
    title: 'Partenariats sains',
    description: 'Des relations directes et équitables avec nos producteurs, sans intermédiaire.',
    iconName: 'shield',
  },
  {
    title: 'Conseils personnalisés',
    description: 'Une équipe à votre écoute pour vous guider, vous faire goûter et partager ses recettes.',
    iconName: 'star',
  },
];

const DEMO_DATE = new Date('2026-01-01T09:00:00Z');

function demoProduct(
  id: string,
  name: string,
  description: string,
  price: number,
  priceUnit: string,
  imageUrl: string,
  orderIndex: number,
): PublicProduct {
  return {
    id,
    name,
    description,
    categoryId: null,
    isActive: true,
    isFeatured: true,
    endDate: null,
    orderIndex,
    price,
    priceUnit,
    priceInStore: false,
    imageUrl,
    variants: [],
    allergens: null,
    labels: [],
    origin: '',
    createdAt: DEMO_DATE,
    updatedAt: DEMO_DATE,
  };
}

const IMG = '/seed/epicerie/products';

export const DEMO_PRODUCTS: readonly PublicProduct[] = [
  demoProduct(
    'demo-panier',
    'Panier de légumes de saison',
    'Environ 4 kg de légumes cueillis à maturité chez nos maraîchers, avec une idée recette.',
    16,
    'le panier',
    `${IMG}/panier-saison-1600w.webp`,
    0,
  ),
  demoProduct(
    'demo-miel',
    'Miel de fleurs sauvages',
    'Un miel doux et crémeux, récolté par un apiculteur installé à quelques kilomètres.',
    8.5,
    'le pot',
    `${IMG}/miel-lavande-500-1600w.webp`,
    1,
  ),
  demoProduct(
    'demo-tomme',
    'Tomme de montagne',
    'Affinée quatre mois en cave, au lait cru de vaches nourries à l’herbe.',
    24.9,
    '/kg',
    `${IMG}/comte-1600w.webp`,
    2,
  ),
  demoProduct(
    'demo-confiture',
    'Confiture d’abricots',
    'Cuite au chaudron avec 65 % de fruits et un peu de sucre de canne.',
    5.9,
    'le pot',
    `${IMG}/confiture-abricot-1600w.webp`,
    3,
  ),
];

export const DEMO_TESTIMONIALS: readonly (Testimonial & { id: string })[] = [
  {
    id: 'demo-avis-camille',
    customerName: 'Camille Bernard',
    customerInitials: 'CB',
    text: 'Des produits frais et savoureux, et toujours un conseil avisé. C’est devenu mon rendez-vous du samedi matin.',
    rating: 5,
    orderIndex: 0,
  },
  {
    id: 'demo-avis-thomas',
    customerName: 'Thomas Girard',
    customerInitials: 'TG',
    text: 'Le panier de légumes de la semaine est une vraie découverte\u00a0: on mange de saison sans se poser de questions.',
    rating: 5,
    orderIndex: 1,
  },
  {
    id: 'demo-avis-lucie',
    customerName: 'Lucie Moreau',
    customerInitials: 'LM',
    text: 'Un accueil chaleureux et des fromages délicieux. Un peu d’attente le samedi, mais cela en vaut la peine\u00a0!',
    rating: 4,
    orderIndex: 2,
  },
];
