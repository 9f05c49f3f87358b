import type { LocalStore, Write } from '@comptoir/core';

const MARKER = '_sandbox/seed';

/** The seed module is only fetched when it is needed: first visit or reset. */
async function seedWrites(now: Date): Promise<Write[]> {
  const { SEED_VERSION, sandboxAccountDocuments, seedDocuments } = await import('@comptoir/core/seed');
  const docs = [...seedDocuments(now), ...sandboxAccountDocuments()];
  return [
    ...docs.map(({ path, data }): Write => ({ kind: 'set', path, data })),
    { kind: 'set', path: MARKER, data: { version: SEED_VERSION, seededAt: now } },
  ];
}

/** First visit of this origin: load the demo content, once, even with several tabs opening. */
export async function ensureSeeded(store: LocalStore, now: Date): Promise<void> {
  if (await store.get(MARKER)) return;
  const writes = await seedWrites(now);
  await store.transaction(async (tx) => {
    if (await tx.get(MARKER)) return;
    writes.forEach((write) => {
      if (write.kind === 'set') tx.set(write.path, write.data);
    });
  });
}

/** 'Réinitialiser la démo': every local change is dropped and the seed is written again. */
export async function reseed(store: LocalStore, now: Date): Promise<void> {
  const existing = store.paths().map((path): Write => ({ kind: 'remove', path }));
  await store.batch([...existing, ...(await seedWrites(now))]);
}
