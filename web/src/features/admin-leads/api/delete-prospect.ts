import { deleteDoc, prospectRefs, type DataPort } from '@comptoir/core';
import { useServices } from '@/lib/services-context';
import { useLeadAction } from '../hooks/use-lead-action';

/** An administrator erases a shop's request. */
export function deleteProspect(db: DataPort, id: string): Promise<void> {
  return deleteDoc(db, prospectRefs.prospect(id));
}

/** Deletes a prospect with its toasts: `run(toasts, id)`. */
export function useDeleteProspect() {
  const { db } = useServices();
  return useLeadAction((id: string) => deleteProspect(db, id));
}
