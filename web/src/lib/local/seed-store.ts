import { SEED_VERSION, writeAudienceSummaries, type LocalStore, type Write } from '@comptoir/core';

const MARKER = '_sandbox/seed';

/** The seed module is only fetched when it is needed: first visit or reset. */
async function seedWrites(now: Date): Promise<Write[]> {
  const { sandboxAccountDocuments, seedDocuments } = await import('@comptoir/core/seed');
  const docs = [...seedDocuments(now), ...sandboxAccountDocuments()];
  return [
    ...docs.map(({ path, data }): Write => ({ kind: 'set', path, data })),
    { kind: 'set', path: MARKER, data: { version: SEED_VERSION, seededAt: now } },
  ];
}

/**
 * First visit of this origin: load the demo content, once, even with several tabs opening. A sandbox
 * holding an older version of the content (its pictures renamed, say) starts again from this one.
 */
export async function ensureSeeded(store: LocalStore, now: Date): Promise<void> {
  const marker = await store.get(MARKER);
  if (marker?.data.version === SEED_VERSION) return;
  if (marker) return reseed(store, now);
  const writes = await seedWrites(now);
  await store.transaction(async (tx) => {
    if (await tx.get(MARKER)) return;
    writes.forEach((write) => {
      if (write.kind === 'set') tx.set(write.path, write.data);
    });
  });
}

/**
 * « Charger 1 000 boutiques »: the scale seed beside the demo content, its owners able to sign in
 * with the demo password. Fetched only then. Loaded as the demo content is (its `_sandbox/` mark):
 * the local triggers leave it alone, as the emulators' seed pauses theirs — three years of requests
 * are no new mail, and the shops come with their published documents. Then the administrator's
 * table of all shops is written as the nightly job would, so that they are in it at once.
 */
export async function addScaleSeed(store: LocalStore, now: Date): Promise<void> {
  const [{ scaleSeed }, { DEMO_PASSWORD_HASH, SANDBOX_ACCOUNTS }] = await Promise.all([
    import('@comptoir/core/scale'),
    import('@comptoir/core/seed'),
  ]);
  const { documents, owners } = scaleSeed(now);
  await store.batch([
    ...documents.map(({ path, data }): Write => ({ kind: 'set', path, data })),
    ...owners.map(({ uid, email }): Write => ({
      kind: 'set',
      path: `${SANDBOX_ACCOUNTS}/${uid}`,
      data: { email, passwordHash: DEMO_PASSWORD_HASH, role: 'user' },
    })),
    { kind: 'set', path: '_sandbox/scale', data: { loadedAt: now } },
  ]);
  await writeAudienceSummaries(store, now);
}

/** 'Réinitialiser la démo': every local change is dropped and the seed is written again. */
export async function reseed(store: LocalStore, now: Date): Promise<void> {
  const existing = store.paths().map((path): Write => ({ kind: 'remove', path }));
  await store.batch([...existing, ...(await seedWrites(now))]);
}
