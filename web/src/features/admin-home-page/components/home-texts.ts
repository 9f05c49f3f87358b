/** The failure toasts shared by the home page editor's forms. */
export const HOME_TEXTS = {
  saveFailed: 'Une erreur est survenue lors de la sauvegarde',
  loadFailed: 'Impossible de charger le contenu de la page',
} as const;
