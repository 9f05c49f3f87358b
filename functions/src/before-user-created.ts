import { beforeUserCreated, HttpsError } from 'firebase-functions/v2/identity';
import './config';

export const SIGN_UP_CLOSED_MESSAGE = 'Les comptes sont ouverts par un administrateur de Comptoir.';

/**
 * Visitors may only sign in anonymously (event participation): every other account is opened by an
 * administrator through the Admin SDK (`createUserAccount`, `make-admin`), which blocking functions
 * never see.
 */
export function isVisitorSignUp(user: { email?: string; providerData: readonly unknown[] } | undefined): boolean {
  return Boolean(user) && !user?.email && (user?.providerData.length ?? 0) === 0;
}

/** Refuses self-service sign-ups (Identity Platform's blocking trigger; docs/deploy.md). */
export const refuseSelfSignUps = beforeUserCreated((event) => {
  if (!isVisitorSignUp(event.data)) throw new HttpsError('permission-denied', SIGN_UP_CLOSED_MESSAGE);
});
