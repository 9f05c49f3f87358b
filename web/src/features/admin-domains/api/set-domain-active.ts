import { refs, serverTimestamp, updateDoc, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Turns a mapping on or off. */
export async function setDomainActive(db: DataPort, domain: string, active: boolean): Promise<void> {
  await updateDoc(db, refs.domain(domain), { active, updatedAt: serverTimestamp() });
}

/** Turns a mapping on or off, with the caller's toasts. */
export function useSetDomainActive(toasts: MutationToasts<[domain: string, active: boolean], void>) {
  const { db } = useServices();
  return useAdminMutation((domain: string, active: boolean) => setDomainActive(db, domain, active), toasts);
}
