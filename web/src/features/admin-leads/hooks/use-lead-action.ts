import { useCallback, useState } from 'react';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';

export interface LeadActionToasts {
  success: string;
  failure: string;
}

/**
 * One write on a lead with its toasts (the shared mutation); `pending` names the item being
 * written so its buttons show a spinner (writes land in the live list at once). `run` resolves
 * whether the write succeeded.
 */
export function useLeadAction<A extends unknown[]>(write: (id: string, ...args: A) => Promise<void>) {
  const [pending, setPending] = useState<string | null>(null);
  const { run: mutate } = useAdminMutation(
    ({ id, args }: { toasts: LeadActionToasts; id: string; args: A }) => write(id, ...args),
    { success: (_result, { toasts }) => toasts.success, failure: (_error, { toasts }) => toasts.failure },
  );
  const run = useCallback(
    async (toasts: LeadActionToasts, id: string, ...args: A) => {
      setPending(id);
      const { ok } = await mutate({ toasts, id, args });
      setPending(null);
      return ok;
    },
    [mutate],
  );
  return { pending, run };
}
