import { refs, updateDoc, type Data, type DataPort } from '@comptoir/core';
import { useServices } from '@/lib/services-context';
import { useLeadAction } from '../hooks/use-lead-action';
import type { LeadCollection } from './use-leads';

/**
 * firestore.rules: an owner changes only the seen flag, the status (and its reason) and the
 * private note; the patch is checked against the lead's schema before it is written.
 */
export function updateLead(db: DataPort, siteId: string, collection: LeadCollection, id: string, patch: Data) {
  return updateDoc(db, refs.item(siteId, collection, id), patch);
}

/** Updates a lead of the site with its toasts: `run(toasts, id, patch)`. */
export function useUpdateLead(siteId: string, collection: LeadCollection) {
  const { db } = useServices();
  return useLeadAction((id: string, patch: Data) => updateLead(db, siteId, collection, id, patch));
}
