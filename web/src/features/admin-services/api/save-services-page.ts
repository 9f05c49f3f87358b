import { mergeDoc, refs, type DataPort, type ServicesPageFormValues } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Writes only the page's title and description (merged: the page may not exist yet). */
export function saveServicesPage(db: DataPort, siteId: string, values: ServicesPageFormValues): Promise<void> {
  return mergeDoc(db, refs.page(siteId, 'services'), { title: values.title, description: values.description });
}

/** Saves the page's title and description, with the caller's toasts. */
export function useSaveServicesPage(siteId: string, toasts: MutationToasts<[values: ServicesPageFormValues], void>) {
  const { db } = useServices();
  return useAdminMutation((values: ServicesPageFormValues) => saveServicesPage(db, siteId, values), toasts);
}
