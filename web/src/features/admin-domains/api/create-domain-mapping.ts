import { domainVariants, getDoc, refs, serverTimestamp, setWrite, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The host is mapped to another site already. */
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

/** Maps a domain, with the caller's toasts (a failure function may show a taken domain on its field). */
export function useCreateDomainMapping(
  toasts: MutationToasts<[domain: string, siteId: string, approved: boolean], void>,
) {
  const { db } = useServices();
  return useAdminMutation(
    (domain: string, siteId: string, approved: boolean) => createDomainMapping(db, domain, siteId, approved),
    toasts,
  );
}
