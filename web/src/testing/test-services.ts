import { MemoryPersistence, type Write } from '@comptoir/core';
import { createLocalServices } from '@/lib/local/create-local-services';
import type { Services } from '@/lib/services';

export interface TestServicesOptions {
  /** Load the demo content (default) or start empty. */
  seed?: boolean;
  now?: Date;
  /** Extra documents written before the test renders. */
  writes?: readonly Write[];
  /** Sign in as one of the demo accounts. */
  signInAs?: 'admin@demo.test' | 'owner@demo.test' | 'owner2@demo.test';
}

/** Sandbox services on memory persistence: each test gets its own world. */
export async function createTestServices(options: TestServicesOptions = {}): Promise<Services> {
  const services = await createLocalServices({
    persistence: new MemoryPersistence(),
    storage: localStorage,
    seed: options.seed ?? true,
    ...(options.now ? { now: () => options.now as Date } : {}),
  });
  if (options.writes?.length) await services.db.batch(options.writes);
  if (options.signInAs) await services.auth.signIn(options.signInAs, 'demo1234');
  return services;
}

/** « Boutique Vide » on the Pro plan: the empty shop whose Pro pages show their empty states. */
export const EMPTY_SHOP_ON_PRO: Write = { kind: 'update', path: 'sites/boutique-vide', patch: { plan: 'pro' } };
