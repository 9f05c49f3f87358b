import { NOT_A_PLATFORM_ACCOUNT_MESSAGE, refs } from '@comptoir/core';
import { beforeUserSignedIn, HttpsError } from 'firebase-functions/v2/identity';
import { db } from './admin';
import { isVisitorSignUp } from './before-user-created';
import './config';

/**
 * Visitors sign in anonymously; any other sign-in must be a platform user's, one with users/{uid}
 * (written only by createUserAccount, make-admin and the seed). An anonymous session turned into a
 * password account by linking — which no sign-up block sees — can then never sign in.
 */
export const refuseStrangerSignIns = beforeUserSignedIn(async (event) => {
  if (isVisitorSignUp(event.data)) return;
  const uid = event.data?.uid;
  if (!uid || !(await db().get(refs.user(uid).path))) {
    throw new HttpsError('permission-denied', NOT_A_PLATFORM_ACCOUNT_MESSAGE);
  }
});
