/** The hours screen's toasts: successes titled 'Succès', failures 'Erreur'. */
export const HOURS_TEXTS = {
  successTitle: 'Succès',
  loadFailed: 'Impossible de charger les horaires',
  saved: 'Horaires sauvegardés avec succès',
  saveFailed: 'Impossible de sauvegarder les horaires',
  created: 'Période créée avec succès',
  createFailed: 'Impossible de créer la période',
  updated: 'Période modifiée avec succès',
  updateFailed: 'Impossible de modifier la période',
  deleted: 'Période supprimée avec succès',
  deleteFailed: 'Impossible de supprimer la période',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette période\u00a0?',
  specialSaved: 'Horaires spéciaux sauvegardés avec succès',
  specialSaveFailed: 'Impossible de sauvegarder les horaires spéciaux',
} as const;
