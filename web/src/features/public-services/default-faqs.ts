export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Shown while a shop has written no FAQ of its own. */
export const DEFAULT_FAQS: readonly FaqEntry[] = [
  {
    id: 'default-delai',
    question: 'Combien de temps à l’avance faut-il réserver\u00a0?',
    answer:
      'Nous vous conseillons de réserver au moins 7 jours à l’avance pour une prestation classique, et 14 jours pour les grands événements (mariages, réceptions, séminaires).',
  },
  {
    id: 'default-vegetarien',
    question: 'Proposez-vous des options végétariennes\u00a0?',
    answer:
      'Oui, toutes nos prestations peuvent être déclinées en version végétarienne. Précisez vos besoins (et les éventuelles allergies de vos invités) dans votre demande de devis\u00a0: nous adaptons notre proposition.',
  },
  {
    id: 'default-livraison',
    question: 'Jusqu’où livrez-vous\u00a0?',
    answer:
      'Nous livrons dans un rayon de 50 km autour de la boutique. Au-delà, la livraison reste possible moyennant des frais supplémentaires, calculés selon la distance.',
  },
];
