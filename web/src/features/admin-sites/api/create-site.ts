import { refs, serverTimestamp, setDoc, uniqueSiteId, type DataPort, type NewSiteFormValues } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/**
 * A new site under a readable id ('Boulangerie Martin' → 'boulangerie-martin', then -2, -3…)
 * because ids show in `?site=` links; appearance, contact and social start from the schema defaults.
 */
export async function createSite(db: DataPort, { name, ownerId, plan }: NewSiteFormValues): Promise<string> {
  const id = await uniqueSiteId(name, async (candidate) => (await db.get(refs.site(candidate).path)) !== null);
  await setDoc(db, refs.site(id), {
    name,
    ownerId: ownerId || null,
    plan,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return id;
}

/** Creates a site, with the caller's toasts; resolves with its id. */
export function useCreateSite(toasts: MutationToasts<[values: NewSiteFormValues], string>) {
  const { db } = useServices();
  return useAdminMutation((values: NewSiteFormValues) => createSite(db, values), toasts);
}
