import type { Caller } from '@comptoir/core';
import type { CallableRequest } from 'firebase-functions/v2/https';

type AuthData = NonNullable<CallableRequest['auth']>;

/** The core operations' view of who calls: the role comes from the `role` custom claim only. */
export function callerFrom(auth: AuthData | undefined): Caller | null {
  if (!auth) return null;
  return {
    uid: auth.uid,
    role: auth.token.role === 'admin' ? 'admin' : 'user',
    isAnonymous: auth.token.firebase.sign_in_provider === 'anonymous',
  };
}
