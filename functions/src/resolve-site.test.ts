import type { Request } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_FOUND, CACHE_MISSING, resolveSite } from './resolve-site';
import { useFakeAdmin } from './testing/fake-admin';

vi.mock('./admin', () => import('./testing/fake-admin'));

const AT = new Date('2025-01-01T00:00:00.000Z');

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Just enough of Express's request and response for the function and its CORS layer. */
function get(query: Record<string, string>, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve) => {
    const answer: Answer = { status: 200, headers: {}, body: undefined };
    const request = {
      method,
      query,
      headers,
      hostname: headers.host ?? 'resolvesite.example',
      get: (name: string) => headers[name.toLowerCase()],
      header: (name: string) => headers[name.toLowerCase()],
    };
    const response = {
      set(name: string | Record<string, string>, value?: string) {
        if (typeof name === 'string') answer.headers[name] = value ?? '';
        return response;
      },
      setHeader: (name: string, value: string) => void (answer.headers[name] = value),
      getHeader: (name: string) => answer.headers[name],
      status(code: number) {
        answer.status = code;
        return response;
      },
      json(body: unknown) {
        answer.body = body;
        resolve(answer);
        return response;
      },
      end: () => resolve(answer),
      on: () => response,
    };
    void resolveSite(request as unknown as Request, response as never);
  });
}

describe('resolveSite (HTTP)', () => {
  it('answers the site of an active mapping with cache headers for the CDN', async () => {
    const store = await useFakeAdmin();
    await store.set('domains/epicerie.fr', { siteId: 'epicerie', active: true, createdAt: AT, updatedAt: AT });
    const answer = await get({ host: 'www.epicerie.fr' });
    expect(answer).toMatchObject({ status: 200, body: { siteId: 'epicerie', customDomain: true } });
    expect(answer.headers['Cache-Control']).toBe(CACHE_FOUND);
    // The CORS layer varies on Origin; a queried host adds nothing.
    expect(answer.headers.Vary).toBe('Origin');
    const behindHosting = await get({}, { 'x-forwarded-host': 'epicerie.fr' });
    expect(behindHosting).toMatchObject({ status: 200, body: { siteId: 'epicerie' } });
    // One cached answer per host, not one for every shop behind the same URL.
    expect(behindHosting.headers.Vary).toBe('Origin, X-Forwarded-Host, Host');
  });

  it('answers 404 for inactive, unknown and excluded hosts', async () => {
    const store = await useFakeAdmin();
    await store.set('domains/ferme.fr', { siteId: 'ferme', active: false, createdAt: AT, updatedAt: AT });
    for (const host of ['ferme.fr', 'inconnu.fr', 'localhost', 'a/b']) {
      const answer = await get({ host });
      expect(answer).toMatchObject({ status: 404, body: { error: 'not-found' } });
      expect(answer.headers['Cache-Control']).toBe(CACHE_MISSING);
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    await useFakeAdmin();
    await expect(get({ host: 'epicerie.fr' }, {}, 'POST')).resolves.toMatchObject({ status: 405 });
  });
});
