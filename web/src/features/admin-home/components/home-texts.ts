/** The home page forms' failure toasts (back-office spec §8). */
export const HOME_TEXTS = {
  saveFailed: 'Une erreur est survenue lors de la sauvegarde',
  loadFailed: 'Impossible de charger le contenu de la page',
} as const;
