import { FUNCTIONS_REGION, ensureUserProfile } from '@comptoir/core';
import * as functionsV1 from 'firebase-functions/v1';
import { db } from './admin';
import { profileEnsured } from './logs';

/**
 * users/{uid} with the role 'user' for every new email account. Cloud Functions v2 has no
 * (non-blocking) Auth creation trigger — its blocking `beforeUserCreated` needs Identity Platform —
 * so this one uses the v1 API. Anonymous visitors get no document: they are not users of the back office.
 */
export const onUserCreated = functionsV1
  .region(FUNCTIONS_REGION)
  .auth.user()
  .onCreate(async (user) => {
    if (!user.email) {
      profileEnsured(user.uid, 'anonymous');
      return;
    }
    profileEnsured(user.uid, await ensureUserProfile(db(), { uid: user.uid, email: user.email }));
  });
