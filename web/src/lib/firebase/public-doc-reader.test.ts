import type { Doc } from '@comptoir/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseTarget } from './app';
import type { SnapshotReader } from './lite-first-data-port';
import { PublicDocReader } from './public-doc-reader';
import { fromRestFields } from './rest-values';

const TARGET = { app: { options: { projectId: 'demo-comptoir' } }, emulators: true } as unknown as FirebaseTarget;

function liteReading(docs: Record<string, Doc | null> = {}) {
  const get = vi.fn((path: string) => Promise.resolve(docs[path] ?? null));
  const reader: SnapshotReader = {
    get,
    query: vi.fn(() => Promise.resolve([])),
    count: vi.fn(() => Promise.resolve(0)),
    newId: () => 'lite-id',
  };
  const load = vi.fn(() => Promise.resolve(reader));
  return { load, get };
}

const answer = (status: number, body: unknown = {}) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe('fromRestFields', () => {
  it('reads every kind of value the app stores as the ports give it', () => {
    expect(
      fromRestFields({
        name: { stringValue: 'Épicerie' },
        active: { booleanValue: true },
        count: { integerValue: '12' },
        price: { doubleValue: 4.5 },
        none: { nullValue: null },
        at: { timestampValue: '2026-11-27T10:00:00.123456Z' },
        tags: { arrayValue: { values: [{ stringValue: 'bio' }, { integerValue: '3' }] } },
        empty: { arrayValue: {} },
        parts: { mapValue: { fields: { site: { integerValue: '1' }, nested: { mapValue: {} } } } },
      }),
    ).toEqual({
      name: 'Épicerie',
      active: true,
      count: 12,
      price: 4.5,
      none: null,
      at: new Date('2026-11-27T10:00:00.123Z'),
      tags: ['bio', 3],
      empty: [],
      parts: { site: 1, nested: {} },
    });
  });
});

describe('PublicDocReader', () => {
  it('gets a public document with one HTTP request carrying the App Check token, no SDK loaded', async () => {
    const fetched = answer(200, { fields: { content: { stringValue: '[]' } } });
    const lite = liteReading();
    const reader = new PublicDocReader(TARGET, () => Promise.resolve('jeton'), lite.load);
    await expect(reader.get('published/epicerie')).resolves.toEqual({
      id: 'epicerie',
      path: 'published/epicerie',
      data: { content: '[]' },
    });
    expect(fetched).toHaveBeenCalledWith(
      'http://127.0.0.1:8080/v1/projects/demo-comptoir/databases/(default)/documents/published/epicerie',
      { headers: { 'X-Firebase-AppCheck': 'jeton' } },
    );
    expect(lite.load).not.toHaveBeenCalled();
  });

  it('says a missing document is missing', async () => {
    answer(404, { error: { code: 404 } });
    const lite = liteReading();
    await expect(
      new PublicDocReader(TARGET, () => Promise.resolve(undefined), lite.load).get('domains/inconnu.fr'),
    ).resolves.toBeNull();
    expect(lite.load).not.toHaveBeenCalled();
  });

  it('asks Lite when the request fails, and for anything that is not a public document', async () => {
    answer(503);
    const doc = { id: 'details', path: 'platform/details', data: { host: {} } };
    const lite = liteReading({ 'platform/details': doc, 'users/u1': null });
    const reader = new PublicDocReader(TARGET, () => Promise.resolve(undefined), lite.load);
    await expect(reader.get('platform/details')).resolves.toEqual(doc);
    await reader.get('users/u1');
    await reader.query('sites/s/products');
    expect(lite.get.mock.calls.map(([path]) => path)).toEqual(['platform/details', 'users/u1']);
    expect(reader.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
