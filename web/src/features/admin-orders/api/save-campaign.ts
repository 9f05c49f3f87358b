import { addDoc, refs, updateDoc, type Campaign, type DataPort } from '@comptoir/core';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Creates the campaign (no id) or replaces its fields; checked against campaignSchema on the way. */
export async function saveCampaign(db: DataPort, siteId: string, id: string | null, campaign: Campaign) {
  if (id) await updateDoc(db, refs.item(siteId, 'campaigns', id), campaign);
  else await addDoc(db, refs.collection(siteId, 'campaigns'), campaign);
}

export function useSaveCampaign(siteId: string) {
  const { db } = useServices();
  return useAdminMutation(
    ({ id, campaign }: { id: string | null; campaign: Campaign }) => saveCampaign(db, siteId, id, campaign),
    { success: 'Campagne enregistrée', failure: 'La campagne n’a pas pu être enregistrée', inForm: true },
  );
}
