import { deleteApp, initializeApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { activateAppCheck, emulatorAppCheckToken } from './app-check';

const decode = (part: string) =>
  JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

describe('App Check', () => {
  it('gives the emulators an unsigned token naming the app, valid an hour', () => {
    const now = Date.UTC(2026, 10, 25, 9);
    const { token, expireTimeMillis } = emulatorAppCheckToken('demo-app', now);
    const [header = '', payload = '', signature] = token.split('.');
    expect(decode(header)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(payload)).toEqual({ sub: 'demo-app', iat: now / 1000, exp: now / 1000 + 3600 });
    expect(signature).toBe('');
    expect(expireTimeMillis).toBe(now + 3_600_000);
  });

  it('starts once per app, and not at all in production without a site key', async () => {
    const app = initializeApp({ projectId: 'demo-comptoir', apiKey: 'demo-key', appId: 'demo-app' }, 'app-check');
    try {
      activateAppCheck({ app, emulators: false });
      activateAppCheck({ app, emulators: true });
      // initializeAppCheck throws when called twice with other options: the second call did nothing.
      expect(() => activateAppCheck({ app, emulators: true })).not.toThrow();
    } finally {
      await deleteApp(app);
    }
  });
});
