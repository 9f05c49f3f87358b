import { LocalStore, MemoryPersistence, SEED_VERSION, audienceSummaryRef, audienceSummarySchema } from '@comptoir/core';
import { DEMO_PASSWORD_HASH, SANDBOX_ACCOUNTS } from '@comptoir/core/seed';
import { describe, expect, it, vi } from 'vitest';
import { registerLocalTriggers } from './local-triggers';
import { addScaleSeed, ensureSeeded } from './seed-store';

const NOW = new Date('2026-11-27T09:00:00Z');
const HOME = 'sites/epicerie-du-marche/pages/home';

async function storeWithSeed(version: number) {
  const store = await LocalStore.open(new MemoryPersistence());
  await ensureSeeded(store, NOW);
  await store.batch([
    { kind: 'set', path: '_sandbox/seed', data: { version, seededAt: NOW } },
    { kind: 'set', path: HOME, data: { heroTitle: 'Titre changé dans la démo' } },
    { kind: 'set', path: 'sites/epicerie-du-marche/products/ajout', data: { name: 'Ajouté dans la démo' } },
  ]);
  return store;
}

describe('ensureSeeded', () => {
  it('loads the demo content on the first visit', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    await ensureSeeded(store, NOW);
    expect((await store.get('_sandbox/seed'))?.data.version).toBe(SEED_VERSION);
    expect((await store.get(HOME))?.data.heroTitle).toBe('Le meilleur du terroir, au cœur de Lyon');
  });

  it('keeps what the visitor changed in a sandbox of the current content', async () => {
    const store = await storeWithSeed(SEED_VERSION);
    await ensureSeeded(store, NOW);
    expect((await store.get(HOME))?.data.heroTitle).toBe('Titre changé dans la démo');
  });

  it('starts again from the current content a sandbox holding an older one', async () => {
    const store = await storeWithSeed(SEED_VERSION - 1);
    await ensureSeeded(store, NOW);
    expect((await store.get('_sandbox/seed'))?.data.version).toBe(SEED_VERSION);
    expect((await store.get(HOME))?.data.heroImageUrl).toBe('/seed/epicerie/hero-1600w.webp');
    expect(await store.get('sites/epicerie-du-marche/products/ajout')).toBeNull();
  });
});

describe('addScaleSeed', () => {
  it('starts none of the local triggers: no mail for its old requests, its shops already published', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    await ensureSeeded(store, NOW);
    const handlers = {
      notify: vi.fn(() => Promise.resolve()),
      notifyProspect: vi.fn(() => Promise.resolve()),
      acknowledgeReservation: vi.fn(() => Promise.resolve()),
      reservationUpdated: vi.fn(() => Promise.resolve()),
      orderWritten: vi.fn(() => Promise.resolve()),
      forgetLead: vi.fn(() => Promise.resolve()),
      republish: vi.fn(() => Promise.resolve()),
      refreshSearchKeys: vi.fn(() => Promise.resolve()),
    };
    registerLocalTriggers(store, handlers);
    await addScaleSeed(store, NOW);
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
    expect(await store.get('published/grande-maison-traiteur')).not.toBeNull();
  });

  it('adds the 1,000 shops beside the demo content, their owners able to sign in with the demo password', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    await ensureSeeded(store, NOW);
    await addScaleSeed(store, NOW);
    const paths = store.paths();
    expect(paths.filter((path) => /^sites\/scale-\d{4}$/.test(path))).toHaveLength(1_000);
    expect(paths.filter((path) => path.startsWith('sites/grande-maison-traiteur/quoteRequests/'))).toHaveLength(5_000);
    expect((await store.get(`${SANDBOX_ACCOUNTS}/scale-owner-0000`))?.data).toEqual({
      email: 'grande-maison@scale.example',
      passwordHash: DEMO_PASSWORD_HASH,
      role: 'user',
    });
    expect((await store.get(HOME))?.data.heroImageUrl).toBe('/seed/epicerie/hero-1600w.webp');
  });

  it('puts the 1,001 shops in the administrator’s table of all shops at once, as the nightly job would', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    await ensureSeeded(store, NOW);
    await addScaleSeed(store, NOW);
    const summary = audienceSummarySchema.parse((await store.get(audienceSummaryRef('30d').path))?.data);
    expect(summary.through).toBe('2026-11-26');
    expect(summary.rows).toHaveLength(1_004);
    expect(summary.rows.map((row) => row.siteId)).toEqual(expect.arrayContaining(['epicerie-du-marche', 'scale-0042']));
    expect(summary.rows[0]?.siteId).toBe('epicerie-du-marche');
  });
});
