import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env';

const firebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'comptoir.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'comptoir',
  VITE_FIREBASE_STORAGE_BUCKET: 'comptoir.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};
const env = (values: Record<string, string>) => values as unknown as ImportMetaEnv;

describe('readEnv', () => {
  it('needs the App Check site key in production, where the functions refuse calls without a token', () => {
    expect(() => readEnv(env({ VITE_COMPTOIR_MODE: 'production', ...firebase }))).toThrow(
      new ConfigError('Configuration Firebase incomplète pour le mode production\u00a0: VITE_APP_CHECK_SITE_KEY.'),
    );
    expect(
      readEnv(env({ VITE_COMPTOIR_MODE: 'production', ...firebase, VITE_APP_CHECK_SITE_KEY: 'site' })),
    ).toMatchObject({
      mode: 'production',
      appCheck: { siteKey: 'site' },
    });
  });

  it('passes a debug token on, for a local build against the real project', () => {
    const read = readEnv(
      env({
        VITE_COMPTOIR_MODE: 'production',
        ...firebase,
        VITE_APP_CHECK_SITE_KEY: 's',
        VITE_APP_CHECK_DEBUG_TOKEN: 'd',
      }),
    );
    expect(read).toMatchObject({ appCheck: { siteKey: 's', debugToken: 'd' } });
  });

  it('needs no site key for the emulators, and lists every missing value', () => {
    expect(readEnv(env({ VITE_COMPTOIR_MODE: 'emulators', ...firebase }))).toEqual({
      mode: 'emulators',
      firebase: expect.any(Object),
    });
    expect(() => readEnv(env({ VITE_COMPTOIR_MODE: 'production', VITE_FIREBASE_API_KEY: 'key' }))).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID, VITE_APP_CHECK_SITE_KEY\.$/,
    );
  });
});
