import { prospectRefs, updateDoc, type DataPort } from '@comptoir/core';
import { useServices } from '@/lib/services-context';
import { useLeadAction } from '../hooks/use-lead-action';

/** An administrator marks a shop's request handled or to handle. */
export function setProspectViewed(db: DataPort, id: string, isViewed: boolean): Promise<void> {
  return updateDoc(db, prospectRefs.prospect(id), { isViewed });
}

/** Marks a prospect handled or not with its toasts: `run(toasts, id, isViewed)`. */
export function useSetProspectViewed() {
  const { db } = useServices();
  return useLeadAction((id: string, isViewed: boolean) => setProspectViewed(db, id, isViewed));
}
