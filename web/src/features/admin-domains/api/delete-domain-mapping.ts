import { deleteDoc, refs, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Removes a mapping (the host then serves no site). */
export function deleteDomainMapping(db: DataPort, domain: string): Promise<void> {
  return deleteDoc(db, refs.domain(domain));
}

/** Removes a mapping, with the caller's toasts. */
export function useDeleteDomainMapping(toasts: MutationToasts<[domain: string], void>) {
  const { db } = useServices();
  return useAdminMutation((domain: string) => deleteDomainMapping(db, domain), toasts);
}
