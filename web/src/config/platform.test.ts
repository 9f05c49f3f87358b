import { isPlatformHost } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from './platform';

const firebase = {
  apiKey: 'k',
  authDomain: 'comptoir-prod.firebaseapp.com',
  projectId: 'comptoir-prod',
  storageBucket: 'b',
  appId: 'a',
};

describe('browserPlatform', () => {
  it('knows the loopback hosts locally, never a *.localhost shop domain', () => {
    const platform = browserPlatform({ mode: 'sandbox' }, { protocol: 'http:', port: '4173' });
    expect(platform).toMatchObject({ origin: 'http://127.0.0.1:4173', local: true });
    expect(['127.0.0.1', 'localhost', 'epicerie.localhost'].map((host) => isPlatformHost(host, platform))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('knows the project’s Hosting domains in production, and no loopback host', () => {
    const platform = browserPlatform(
      { mode: 'production', firebase, appCheck: { siteKey: 's' } },
      { protocol: 'https:', port: '' },
    );
    expect(platform).toEqual({
      origin: 'https://comptoir-prod.firebaseapp.com',
      hosts: ['comptoir-prod.firebaseapp.com', 'comptoir-prod.web.app'],
      local: false,
    });
    expect(isPlatformHost('localhost', platform)).toBe(false);
  });
});
