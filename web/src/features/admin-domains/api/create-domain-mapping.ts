import { domainVariants, getDoc, refs, serverTimestamp, setWrite, type DataPort } from '@comptoir/core';

export class DomainTakenError extends Error {
  constructor(readonly domain: string) {
    super(`Le domaine ${domain} est déjà associé à un autre site`);
    this.name = 'DomainTakenError';
  }
}

/** Refuses a host mapped to another site: a mapping's id is its host, so it would be overwritten. */
export async function assertDomainFree(db: DataPort, domain: string, siteId: string): Promise<void> {
  const existing = await getDoc(db, refs.domain(domain));
  if (existing && existing.siteId !== siteId) throw new DomainTakenError(domain);
}

/**
 * The bare domain and its www. variant, in one batch: active at once when an administrator maps
 * them, waiting for an administrator's approval when an owner asks.
 */
export async function createDomainMapping(
  db: DataPort,
  domain: string,
  siteId: string,
  approved: boolean,
): Promise<void> {
  const hosts = domainVariants(domain);
  for (const host of hosts) await assertDomainFree(db, host, siteId);
  await db.batch(
    hosts.map((host) =>
      setWrite(refs.domain(host), {
        siteId,
        active: approved,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    ),
  );
}
