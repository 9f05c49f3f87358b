import { refs } from '../model/refs';
import { EPICERIE_ID } from './platform';
import { orderedItems, seedDoc, type OrderedSeed, type SeedDocument } from './seed-document';

const IMG = '/seed/epicerie/services';

const CATEGORIES: OrderedSeed<'serviceCategories'> = [
  [
    'svc-paniers-garnis',
    {
      name: 'Paniers garnis',
      title: 'Des paniers gourmands pour toutes les occasions',
      description:
        'Anniversaire, remerciement, cadeaux d’entreprise ou fêtes de fin d’année\u00a0: composez votre panier avec nos produits préférés, ou laissez-nous faire selon votre budget, à partir de 35 €. Chaque panier est présenté dans un panier en osier réutilisable, avec une carte écrite à la main.',
      images: [`${IMG}/paniers-1-1600w.webp`, `${IMG}/paniers-2-1600w.webp`, `${IMG}/paniers-3-1600w.webp`],
    },
  ],
  [
    'svc-plateaux-aperitifs',
    {
      name: 'Plateaux apéritifs',
      title: 'Des plateaux prêts à partager',
      description:
        'Fromages affinés par Julien, charcuterie de la vallée d’Azergues, légumes croquants et tapenades maison\u00a0: nos plateaux se commandent 48 heures à l’avance, pour 4 à 40 personnes, avec une version végétarienne.',
      images: [`${IMG}/plateaux-1-1600w.webp`, `${IMG}/plateaux-2-1600w.webp`],
    },
  ],
  [
    'svc-livraison',
    {
      name: 'Livraison à domicile',
      title: 'Vos courses livrées chez vous',
      description:
        'Nous livrons du mardi au samedi dans le 2e arrondissement et les quartiers voisins, en vélo cargo. Commandez avant 11 h, vous êtes livré l’après-midi même. Livraison offerte dès 40 € d’achat, 5 € en dessous.',
      images: [`${IMG}/livraison-1-1600w.webp`],
    },
  ],
];

const FAQS: OrderedSeed<'faqs'> = [
  [
    'faq-delai-panier',
    {
      question: 'Combien de temps à l’avance faut-il commander un panier garni\u00a0?',
      answer:
        'Comptez 48 heures pour un panier, et 7 jours à partir de 10 paniers (cadeaux d’entreprise). Avant les fêtes, nous vous conseillons de commander deux semaines à l’avance.',
    },
  ],
  [
    'faq-composer-panier',
    {
      question: 'Puis-je composer mon panier moi-même\u00a0?',
      answer:
        'Bien sûr\u00a0: passez à la boutique ou appelez-nous, nous le composons avec vous selon vos goûts et votre budget.',
    },
  ],
  [
    'faq-zone-livraison',
    {
      question: 'Jusqu’où livrez-vous\u00a0?',
      answer:
        'Dans les 1er, 2e, 5e et 7e arrondissements de Lyon. Au-delà, contactez-nous\u00a0: nous trouvons souvent une solution.',
    },
  ],
  [
    'faq-vegetarien',
    {
      question: 'Proposez-vous des plateaux végétariens ou sans lactose\u00a0?',
      answer:
        'Oui\u00a0: tous nos plateaux existent en version végétarienne, et nous proposons des fromages de chèvre et de brebis ainsi que des alternatives végétales.',
    },
  ],
  [
    'faq-paiement',
    {
      question: 'Quels moyens de paiement acceptez-vous\u00a0?',
      answer:
        'Carte bancaire, espèces et titres-restaurant (papier et carte). Les commandes de paniers peuvent aussi être réglées par virement.',
    },
  ],
];

export function epicerieServices(): SeedDocument[] {
  return [
    seedDoc(refs.page(EPICERIE_ID, 'services'), {
      title: 'Nos prestations',
      description:
        'Paniers cadeaux, plateaux pour vos apéritifs et livraison à domicile\u00a0: nous préparons tout à la boutique, avec les produits que vous aimez.',
    }),
    ...orderedItems(EPICERIE_ID, 'serviceCategories', CATEGORIES),
    ...orderedItems(EPICERIE_ID, 'faqs', FAQS),
  ];
}
