/** The « Congés » card's and dialog's texts. */
export const CONGES_TEXTS = {
  title: 'Congés',
  description:
    'Un bandeau sur toutes vos pages, «\u00a0Fermé\u00a0» dans vos horaires, pas de réservation pendant vos congés, et vos formulaires disent quand vous répondrez.',
  plan: 'Programmer des congés',
  none: 'Aucun congé prévu.',
  loadFailed: 'Impossible de charger vos congés.',
  saved: 'Congés enregistrés',
  saveFailed: 'Impossible d’enregistrer les congés',
  deleted: 'Congés supprimés',
  deleteFailed: 'Impossible de supprimer les congés',
  deleteQuestion: 'Supprimer ces congés\u00a0? Le bandeau disparaîtra de votre site.',
  successTitle: 'Succès',
} as const;
