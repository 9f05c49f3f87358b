import { refs, removeWrite, serverTimestamp, setWrite, updateDoc, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';
import { assertDomainFree } from './create-domain-mapping';
import type { DomainEntity } from './use-domain-mappings';

/**
 * Edits a mapping. Its id is its host, so a new host moves it: the old document is deleted and
 * a new one created in one batch (the rules stamp both dates of a new mapping with the server's time). A new host an owner asks for waits
 * for an administrator's approval; an administrator's keeps the mapping's state.
 */
export async function updateDomainMapping(
  db: DataPort,
  mapping: DomainEntity,
  domain: string,
  siteId: string,
  approved: boolean,
): Promise<void> {
  if (domain === mapping.id) {
    await updateDoc(db, refs.domain(domain), { siteId, updatedAt: serverTimestamp() });
    return;
  }
  await assertDomainFree(db, domain, siteId);
  await db.batch([
    removeWrite(refs.domain(mapping.id)),
    setWrite(refs.domain(domain), {
      siteId,
      active: approved && mapping.active,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  ]);
}

/** Edits a mapping, with the caller's toasts (a failure function may show a taken domain on its field). */
export function useUpdateDomainMapping(
  toasts: MutationToasts<[mapping: DomainEntity, domain: string, siteId: string, approved: boolean], void>,
) {
  const { db } = useServices();
  return useAdminMutation(
    (mapping: DomainEntity, domain: string, siteId: string, approved: boolean) =>
      updateDomainMapping(db, mapping, domain, siteId, approved),
    toasts,
  );
}
