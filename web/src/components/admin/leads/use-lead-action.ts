import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/notify';

export interface LeadActionToasts {
  success: string;
  failure: string;
}

/**
 * One write on a lead with its toasts; `pending` names the item being written so its buttons show
 * a spinner (writes land in the live list at once). Resolves whether the write succeeded.
 */
export function useLeadAction() {
  const [pending, setPending] = useState<string | null>(null);
  const run = useCallback(async (id: string, write: () => Promise<void>, toasts: LeadActionToasts) => {
    setPending(id);
    try {
      await write();
      notify.success(toasts.success);
      return true;
    } catch (error) {
      console.error(error);
      notify.error(toasts.failure);
      return false;
    } finally {
      setPending(null);
    }
  }, []);
  return { pending, run };
}
