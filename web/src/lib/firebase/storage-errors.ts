import { firebaseErrorCode } from './error-code';

const MESSAGES: Partial<Record<string, string>> = {
  'storage/unauthorized':
    'Envoi refusé\u00a0: vous n’avez pas le droit d’enregistrer ce fichier ici (images WebP de 10 Mo au plus).',
  'storage/unauthenticated': 'Vous devez être connecté pour envoyer un fichier.',
  'storage/canceled': 'Envoi annulé.',
  'storage/retry-limit-exceeded': 'L’envoi a échoué\u00a0: vérifiez votre connexion internet puis réessayez.',
  'storage/quota-exceeded': 'L’espace de stockage est plein. Contactez un administrateur.',
};

export const STORAGE_EMULATOR_MISSING =
  'Envoi d’images impossible ici\u00a0: il demande l’émulateur Storage, qui ne tourne pas sur cette machine (voir le README). Rien de ce que vous avez saisi n’est perdu.';

export function toStorageError(error: unknown): Error {
  const mapped = new Error(MESSAGES[firebaseErrorCode(error) ?? ''] ?? 'L’envoi du fichier a échoué. Réessayez.');
  mapped.cause = error;
  return mapped;
}

export function uploadFraction(transferred: number, total: number): number {
  return total > 0 ? Math.min(1, transferred / total) : 0;
}
