import { formatPrice } from '../domain/price-display';
import { ago, isoDayFrom } from './dates';
import { EPICERIE_ID } from './platform';
import { items, type SeedDocument } from './seed-document';

/** The shop is closed on Mondays: the demo's pick-ups fall on the next days it opens. */
function openDayFrom(now: Date, days: number): string {
  const date = isoDayFrom(now, days);
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 1 ? isoDayFrom(now, days + 1) : date;
}

/** Reservations to hand over today (or the next day the shop opens), tomorrow, and one collected. */
function epicerieReservations(now: Date): SeedDocument[] {
  const honey = { productId: 'prod-miel-lavande', productName: 'Miel de lavande' };
  const comte = { productId: 'prod-comte-18-mois', productName: 'Comté AOP 18 mois' };
  const soon = openDayFrom(now, 0);
  return items(EPICERIE_ID, 'reservations', [
    [
      'resa-miel-roux',
      {
        ...honey,
        variantId: 'var-miel-lavande-500',
        variantName: 'Pot de 500 g',
        unitPrice: 12.9,
        priceLabel: formatPrice(12.9, 'le pot'),
        quantity: 2,
        pickupDate: soon,
        pickupTime: '17:30',
        customerFirstName: 'Léa',
        customerLastName: 'Roux',
        customerPhone: '06 12 34 56 78',
        customerEmail: 'lea.roux@example.fr',
        emailKey: 'lea.roux@example.fr',
        note: 'Un des deux pots en paquet cadeau, s’il vous plaît.',
        status: 'new',
        isViewed: false,
        createdAt: ago(now, 1, 2),
      },
    ],
    [
      'resa-comte-blanc',
      {
        ...comte,
        variantId: 'var-comte-18-mois',
        variantName: 'À la coupe',
        unitPrice: 32.9,
        priceLabel: formatPrice(32.9, '/kg'),
        quantity: 1,
        pickupDate: soon,
        pickupTime: '10:00',
        customerFirstName: 'Marc',
        customerLastName: 'Blanc',
        customerPhone: '07 81 22 45 90',
        customerEmail: 'marc.blanc@example.fr',
        emailKey: 'marc.blanc@example.fr',
        note: 'Environ 500 g.',
        status: 'confirmed',
        isViewed: true,
        createdAt: ago(now, 2, 4),
      },
    ],
    [
      'resa-miel-petit',
      {
        ...honey,
        variantId: 'var-miel-lavande-1kg',
        variantName: 'Pot de 1 kg',
        unitPrice: 22,
        priceLabel: formatPrice(22, 'le pot'),
        quantity: 1,
        pickupDate: openDayFrom(now, 7),
        pickupTime: '11:00',
        customerFirstName: 'Sophie',
        customerLastName: 'Petit',
        customerPhone: '06 70 11 22 33',
        customerEmail: 'sophie.petit@example.fr',
        emailKey: 'sophie.petit@example.fr',
        note: '',
        status: 'new',
        isViewed: false,
        createdAt: ago(now, 0, 1),
      },
    ],
    [
      'resa-comte-garnier',
      {
        ...comte,
        variantId: 'var-comte-18-mois',
        variantName: 'À la coupe',
        unitPrice: 32.9,
        priceLabel: formatPrice(32.9, '/kg'),
        quantity: 2,
        pickupDate: isoDayFrom(now, -4),
        pickupTime: '18:00',
        customerFirstName: 'Paul',
        customerLastName: 'Garnier',
        customerPhone: '06 44 55 66 77',
        customerEmail: 'paul.garnier@example.fr',
        emailKey: 'paul.garnier@example.fr',
        note: '',
        status: 'collected',
        isViewed: true,
        createdAt: ago(now, 6),
      },
    ],
  ]);
}

/** Quote requests, contact messages and reservations, so the dashboard and inboxes have something to show. */
export function epicerieLeads(now: Date): SeedDocument[] {
  return [
    ...items(EPICERIE_ID, 'quoteRequests', [
      [
        'quote-anniversaire-martin',
        {
          customerFirstName: 'Camille',
          customerLastName: 'Martin',
          customerEmail: 'camille.martin@example.fr',
          emailKey: 'camille.martin@example.fr',
          customerPhone: '06 21 45 78 12',
          serviceType: 'Plateaux apéritifs',
          message:
            'Bonjour, je fête mes 40 ans et je cherche deux grands plateaux apéritifs (fromages et charcuterie) pour une vingtaine d’invités, dont trois végétariens. Est-ce possible de les récupérer le samedi vers 17 h\u00a0?',
          eventDate: isoDayFrom(now, 17),
          eventGuests: 22,
          eventBudget: '250 €',
          status: 'new',
          isViewed: false,
          createdAt: ago(now, 0, 3),
        },
      ],
      [
        'quote-cadeaux-atelier-lumiere',
        {
          customerFirstName: 'Thomas',
          customerLastName: 'Girard',
          customerEmail: 't.girard@atelier-lumiere.example',
          emailKey: 't.girard@atelier-lumiere.example',
          customerCompany: 'Atelier Lumière',
          customerPhone: '04 78 92 33 10',
          serviceType: 'Paniers garnis',
          message:
            'Nous souhaitons offrir des paniers gourmands à nos clients\u00a0: 15 paniers autour de 45 € chacun, avec une carte à notre nom. Pouvez-vous nous faire une proposition\u00a0?',
          eventDate: isoDayFrom(now, 30),
          eventGuests: 15,
          eventBudget: '700 €',
          status: 'new',
          isViewed: false,
          createdAt: ago(now, 1, 5),
        },
      ],
      [
        'quote-livraison-lefevre',
        {
          customerFirstName: 'Hélène',
          customerLastName: 'Lefèvre',
          customerEmail: 'helene.lefevre@example.fr',
          emailKey: 'helene.lefevre@example.fr',
          customerPhone: '06 58 12 90 44',
          serviceType: 'Livraison à domicile',
          message:
            'Ma mère de 86 ans habite rue Mercière et ne peut plus porter ses courses. Serait-il possible de lui livrer un panier de saison chaque mardi\u00a0?',
          eventDate: isoDayFrom(now, 5),
          eventGuests: null,
          eventBudget: '30 € par semaine',
          status: 'in_progress',
          isViewed: true,
          createdAt: ago(now, 3, 2),
        },
      ],
      [
        'quote-mariage-nguyen',
        {
          customerFirstName: 'Julie',
          customerLastName: 'Nguyen',
          customerEmail: 'julie.nguyen@example.fr',
          emailKey: 'julie.nguyen@example.fr',
          customerPhone: '07 66 41 20 85',
          serviceType: 'Autre',
          message:
            'Pour notre mariage, nous aimerions un buffet de fromages affinés et une table de miels et confitures pour le brunch du lendemain. Pouvons-nous venir en parler à la boutique\u00a0?',
          eventDate: isoDayFrom(now, 52),
          eventGuests: 80,
          eventBudget: '1 200 €',
          status: 'in_progress',
          isViewed: true,
          createdAt: ago(now, 6, 1),
        },
      ],
      [
        'quote-pot-depart-bernard',
        {
          customerFirstName: 'Olivier',
          customerLastName: 'Bernard',
          customerEmail: 'olivier.bernard@example.fr',
          emailKey: 'olivier.bernard@example.fr',
          customerCompany: 'Cabinet Bernard & Associés',
          serviceType: 'Plateaux apéritifs',
          message:
            'Pot de départ en retraite au cabinet\u00a0: trois plateaux mixtes et six bouteilles de Côtes-du-Rhône, livrés à 18 h.',
          eventDate: isoDayFrom(now, -4),
          eventGuests: 30,
          eventBudget: '400 €',
          status: 'completed',
          isViewed: true,
          createdAt: ago(now, 12, 4),
        },
      ],
    ]),
    ...items(EPICERIE_ID, 'contactMessages', [
      [
        'msg-horaires-dimanche',
        {
          firstName: 'Lucas',
          name: 'Moreau',
          email: 'lucas.moreau@example.fr',
          emailKey: 'lucas.moreau@example.fr',
          subject: 'Ouverture le dimanche',
          message:
            'Bonjour, êtes-vous ouverts le dimanche après-midi\u00a0? Je voudrais passer chercher du comté après le marché. Merci\u00a0!',
          isViewed: false,
          createdAt: ago(now, 0, 6),
          updatedAt: ago(now, 0, 6),
        },
      ],
      [
        'msg-producteur-safran',
        {
          firstName: 'Marion',
          name: 'Chabert',
          email: 'marion.chabert@example.fr',
          emailKey: 'marion.chabert@example.fr',
          subject: 'Productrice de safran dans le Beaujolais',
          message:
            'Bonjour, je cultive du safran près de Villefranche et je cherche des épiceries pour le distribuer. Je serais ravie de vous apporter des échantillons.',
          isViewed: false,
          createdAt: ago(now, 2, 3),
          updatedAt: ago(now, 2, 3),
        },
      ],
      [
        'msg-merci-panier',
        {
          firstName: 'Anne',
          name: 'Dupuis',
          email: 'anne.dupuis@example.fr',
          emailKey: 'anne.dupuis@example.fr',
          subject: 'Merci pour le panier\u00a0!',
          message:
            'Le panier offert à mon père pour ses 70 ans a fait sensation. Merci à Claire pour ses conseils et la jolie carte.',
          isViewed: true,
          createdAt: ago(now, 8),
          updatedAt: ago(now, 7),
        },
      ],
      [
        'msg-allergies',
        {
          firstName: 'Karim',
          name: 'Saidi',
          email: 'karim.saidi@example.fr',
          emailKey: 'karim.saidi@example.fr',
          subject: 'Allergie aux fruits à coque',
          message:
            'Bonjour, mon fils est allergique aux fruits à coque. Vos confitures et vos miels sont-ils préparés dans des ateliers qui en utilisent\u00a0?',
          isViewed: true,
          createdAt: ago(now, 15),
          updatedAt: ago(now, 14),
        },
      ],
    ]),
    ...epicerieReservations(now),
  ];
}
