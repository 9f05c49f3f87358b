import type { Request } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { functionsPlatform, requestedHost } from './platform';

afterEach(() => vi.unstubAllEnvs());

describe('functionsPlatform', () => {
  it('knows APP_URL’s host (its canonical address) and the project’s Hosting domains', () => {
    vi.stubEnv('APP_URL', 'https://comptoir.fr/');
    vi.stubEnv('GCLOUD_PROJECT', 'comptoir-prod');
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(functionsPlatform()).toEqual({
      origin: 'https://comptoir.fr',
      hosts: ['comptoir.fr', 'comptoir-prod.web.app', 'comptoir-prod.firebaseapp.com'],
      local: false,
    });
  });

  it('is local in the emulators (loopback hosts, ports kept)', () => {
    vi.stubEnv('APP_URL', 'http://127.0.0.1:5173');
    vi.stubEnv('GCLOUD_PROJECT', 'demo-comptoir');
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(functionsPlatform()).toMatchObject({ origin: 'http://127.0.0.1:5173', local: true });
  });
});

describe('requestedHost', () => {
  const request = (headers: Record<string, string>, protocol = 'https') =>
    ({ get: (name: string) => headers[name.toLowerCase()], protocol }) as unknown as Request;

  it('reads Hosting’s X-Forwarded-Host first, then Host, and the scheme', () => {
    expect(requestedHost(request({ 'x-forwarded-host': 'epicerie.fr', host: 'x.run.app' }))).toEqual({
      host: 'epicerie.fr',
      protocol: 'https',
    });
    expect(requestedHost(request({ host: 'x.run.app', 'x-forwarded-proto': 'http' }))).toEqual({
      host: 'x.run.app',
      protocol: 'http',
    });
    expect(requestedHost(request({}))).toEqual({ host: '', protocol: 'https' });
  });
});
