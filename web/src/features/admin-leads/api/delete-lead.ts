import { deleteDoc, refs, type DataPort } from '@comptoir/core';
import { useServices } from '@/lib/services-context';
import { useLeadAction } from '../hooks/use-lead-action';
import type { LeadCollection } from './use-leads';

/** The owner erases a request (a person's right to erasure). */
export function deleteLead(db: DataPort, siteId: string, collection: LeadCollection, id: string): Promise<void> {
  return deleteDoc(db, refs.item(siteId, collection, id));
}

/** Deletes a lead of the site with its toasts: `run(toasts, id)`. */
export function useDeleteLead(siteId: string, collection: LeadCollection) {
  const { db } = useServices();
  return useLeadAction((id: string) => deleteLead(db, siteId, collection, id));
}
