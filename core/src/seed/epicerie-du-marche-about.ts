import { refs } from '../model/refs';
import { EPICERIE_ID } from './platform';
import { orderedItems, seedDoc, type OrderedSeed, type SeedDocument } from './seed-document';

const IMG = '/seed/epicerie';

const STORY = [
  'Tout a commencé en 2012 par un étal du dimanche sur le marché du quai Saint-Antoine. Claire Rousseau, alors cuisinière, y vendait les fromages et les miels de producteurs qu’elle avait rencontrés en sillonnant la région.',
  'Trois ans plus tard, l’ancienne mercerie de la place du Marché devenait l’Épicerie du Marché\u00a0: une boutique où l’on trouve de quoi faire ses courses de la semaine, de beaux produits à offrir, et toujours quelqu’un pour vous conseiller.',
  'Aujourd’hui, nous travaillons avec plus de quarante producteurs, presque tous installés à moins de 150 km de Lyon. Nous les connaissons par leur prénom, nous visitons leurs fermes et nous fixons les prix avec eux.',
].join('\n\n');

const JOURNEY: OrderedSeed<'journeySteps'> = [
  [
    'step-2012-marche',
    {
      title: '2012 — Un étal sur le quai Saint-Antoine',
      description:
        'Chaque dimanche, Claire installe son étal de fromages et de miels. Les habitués reviennent autant pour ses conseils que pour ses produits.',
    },
  ],
  [
    'step-2015-boutique',
    {
      title: '2015 — La boutique ouvre ses portes',
      description:
        'Place du Marché, l’ancienne mercerie devient une épicerie\u00a0: fruits et légumes, crèmerie et épicerie fine. Julien, fromager, rejoint l’aventure.',
    },
  ],
  [
    'step-2019-producteurs',
    {
      title: '2019 — Un réseau de producteurs',
      description: 'Plus de quarante fermes et ateliers de la région nous livrent directement, sans intermédiaire.',
    },
  ],
  [
    'step-aujourdhui',
    {
      title: 'Aujourd’hui — Un lieu de vie du quartier',
      description:
        'Paniers garnis, plateaux apéritifs, livraison en vélo cargo et rencontres avec nos producteurs tout au long de l’année.',
    },
  ],
];

const VALUES: OrderedSeed<'values'> = [
  [
    'value-saisons',
    {
      title: 'Le goût des saisons',
      description:
        'Nous vendons ce que la terre donne au bon moment\u00a0: pas de fraises en hiver, mais des agrumes, des courges et des légumes oubliés.',
      iconName: 'leaf',
    },
  ],
  [
    'value-juste-prix',
    {
      title: 'Le juste prix',
      description: 'Nous fixons les prix avec nos producteurs, sans intermédiaire, pour qu’ils vivent de leur travail.',
      iconName: 'handshake',
    },
  ],
  [
    'value-accueil',
    {
      title: 'L’accueil avant tout',
      description: 'Goûter, poser des questions, demander une recette\u00a0: prenez le temps, nous sommes là pour ça.',
      iconName: 'heart',
    },
  ],
  [
    'value-emballages',
    {
      title: 'Moins d’emballages',
      description: 'Vrac, bocaux consignés et sacs en tissu\u00a0: nous réduisons les déchets à chaque étape.',
      iconName: 'globe',
    },
  ],
];

const TEAM: OrderedSeed<'teamMembers'> = [
  [
    'team-claire',
    {
      name: 'Claire Rousseau',
      role: 'Fondatrice',
      bio: 'Ancienne cuisinière, Claire parcourt la région pour dénicher de nouveaux producteurs et goûte tout avant de le mettre en rayon.',
      imageUrl: `${IMG}/team/claire-1600w.webp`,
    },
  ],
  [
    'team-julien',
    {
      name: 'Julien Mercier',
      role: 'Fromager affineur',
      bio: 'Un plateau à composer\u00a0? Demandez à Julien. Il affine lui-même une partie de nos tommes dans la cave de la boutique.',
      imageUrl: `${IMG}/team/julien-1600w.webp`,
    },
  ],
  [
    'team-amina',
    {
      name: 'Amina Benali',
      role: 'Responsable fruits et légumes',
      bio: 'Chaque matin, Amina choisit les fruits et légumes au meilleur de leur maturité et compose nos paniers de saison.',
      imageUrl: `${IMG}/team/amina-1600w.webp`,
    },
  ],
];

const partnerImages = (slug: string) => ({
  logoUrl: `${IMG}/partners/${slug}-logo.svg`,
  imageUrl: `${IMG}/partners/${slug}-1600w.webp`,
  images: [`${IMG}/partners/${slug}-1-1600w.webp`, `${IMG}/partners/${slug}-2-1600w.webp`],
});

const PARTNERS: OrderedSeed<'partners'> = [
  [
    'partner-rucher-monts-dor',
    {
      name: 'Rucher des Monts d’Or',
      description: 'Miels de lavande, d’acacia et de châtaignier, récoltés à 20 km de Lyon.',
      longDescription:
        'Thomas et Léa Garnier élèvent leurs abeilles sur les pentes des Monts d’Or depuis 2008. L’été, une partie de leurs 120 ruches part vers les champs de lavande de la Drôme provençale. Le miel est extrait à froid et mis en pot à la miellerie familiale, sans aucun mélange\u00a0: c’est leur miel de lavande que vous trouvez toute l’année dans nos rayons.',
      ...partnerImages('rucher'),
    },
  ],
  [
    'partner-fromagerie-bouvier',
    {
      name: 'Fromagerie Bouvier',
      description: 'Saint-Nectaire fermier et Bleu d’Auvergne au lait cru, du Puy-de-Dôme.',
      longDescription:
        'À Besse, au pied du Sancy, la famille Bouvier élève une soixantaine de vaches salers et montbéliardes et fabrique ses fromages deux fois par jour, avec le lait encore chaud de la traite. Julien va chaque trimestre choisir les meules qu’il finira d’affiner dans notre cave.',
      ...partnerImages('fromagerie'),
    },
  ],
  [
    'partner-domaine-coteaux',
    {
      name: 'Domaine des Coteaux',
      description: 'Vins des Côtes-du-Rhône en agriculture biologique.',
      longDescription:
        'Sur douze hectares de coteaux près de Tain-l’Hermitage, Sophie et Marc Ollier cultivent la vigne sans désherbant ni produit de synthèse et vendangent à la main. Ils viennent présenter leurs nouvelles cuvées à la boutique chaque printemps.',
      ...partnerImages('domaine'),
    },
  ],
];

export function epicerieAbout(): SeedDocument[] {
  return [
    seedDoc(refs.page(EPICERIE_ID, 'about'), { storyDescription: STORY }),
    ...orderedItems(EPICERIE_ID, 'journeySteps', JOURNEY),
    ...orderedItems(EPICERIE_ID, 'values', VALUES),
    ...orderedItems(EPICERIE_ID, 'teamMembers', TEAM),
    ...orderedItems(EPICERIE_ID, 'partners', PARTNERS),
  ];
}
