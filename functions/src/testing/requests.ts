import type { CallableRequest } from 'firebase-functions/v2/https';

type Auth = NonNullable<CallableRequest['auth']>;

/** The `auth` of a callable request as the Functions runtime decodes it from the ID token. */
export function authOf(uid: string, options: { admin?: boolean; anonymous?: boolean } = {}): Auth {
  const provider = options.anonymous ? 'anonymous' : 'password';
  return {
    uid,
    rawToken: 'test-token',
    token: {
      uid,
      sub: uid,
      aud: 'demo-comptoir',
      iss: 'https://securetoken.google.com/demo-comptoir',
      iat: 0,
      exp: 0,
      auth_time: 0,
      firebase: { identities: {}, sign_in_provider: provider },
      ...(options.admin ? { role: 'admin' } : {}),
    },
  };
}

export function callRequest(data: unknown, auth?: Auth): CallableRequest {
  return { data, ...(auth ? { auth } : {}), rawRequest: {} as CallableRequest['rawRequest'], acceptsStreaming: false };
}
