import { FunctionError, type FunctionErrorCode } from '@comptoir/core';
import { firebaseErrorCode } from './error-code';

const MESSAGES: Record<FunctionErrorCode, string> = {
  unauthenticated: 'Vous devez être connecté.',
  'permission-denied': 'Vous n’avez pas les droits pour cette action.',
  'not-found': 'Élément introuvable.',
  'invalid-argument': 'Données invalides.',
  'failed-precondition': 'Action impossible pour le moment.',
  'already-exists': 'Cet élément existe déjà.',
  unavailable: 'Service indisponible. Vérifiez votre connexion internet puis réessayez.',
  'resource-exhausted': 'Trop de demandes en peu de temps. Réessayez un peu plus tard.',
  internal: 'Une erreur est survenue. Réessayez plus tard.',
};

/** HttpsError codes the port does not name, sent to the nearest one it does. */
const NEAREST: Partial<Record<string, FunctionErrorCode>> = {
  cancelled: 'unavailable',
  aborted: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'out-of-range': 'invalid-argument',
};

/** What the SDK writes when the server gave no message of its own. */
const SDK_DEFAULT = /^(?:(?:Unknown )?Backend error status: .*|[A-Za-z_-]+)$/;

function isPortCode(code: string): code is FunctionErrorCode {
  return code in MESSAGES;
}

/**
 * The SDK suffixes server answers with their HTTP status ("Réservé aux administrateurs. [403]");
 * status 0 means the request never reached the server. Messages without a status come from the
 * SDK itself (in English) and are replaced by French ones.
 */
function serverAnswer(error: unknown): { status: number; message: string } | undefined {
  const match = error instanceof Error ? /^([\s\S]*?)\s*\[(\d+)\]$/.exec(error.message) : null;
  return match ? { status: Number(match[2]), message: (match[1] ?? '').trim() } : undefined;
}

/** Keeps the code (without 'functions/') and the message the function sent with its HttpsError. */
export function toFunctionError(error: unknown): FunctionError {
  if (error instanceof FunctionError) return error;
  const raw = (firebaseErrorCode(error) ?? '').replace(/^functions\//, '');
  const answer = serverAnswer(error);
  const code = answer?.status === 0 ? 'unavailable' : isPortCode(raw) ? raw : (NEAREST[raw] ?? 'internal');
  const sent = answer && answer.status !== 0 && !SDK_DEFAULT.test(answer.message) ? answer.message : '';
  const mapped = new FunctionError(code, sent || MESSAGES[code]);
  mapped.cause = error;
  return mapped;
}
