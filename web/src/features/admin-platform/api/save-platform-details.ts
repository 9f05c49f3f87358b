import { platformDetailsRef, setWrite, type DataPort, type PlatformDetails } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The platform's details, as every shop's legal pages will name them from now on. */
export async function savePlatformDetails(db: DataPort, details: PlatformDetails): Promise<void> {
  await db.batch([setWrite(platformDetailsRef(), details)]);
}

/** Saves the platform's details, with the caller's toasts. */
export function useSavePlatformDetails(toasts: MutationToasts<[details: PlatformDetails], void>) {
  const { db } = useServices();
  return useAdminMutation((details: PlatformDetails) => savePlatformDetails(db, details), toasts);
}
