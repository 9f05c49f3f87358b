import type { Callables, FunctionsPort } from '@comptoir/core';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

type Input = Omit<Callables['setOrderStatus']['input'], 'siteId'>;

/** The server moves the order on (a cancellation refunds it and gives its places back). */
export function setOrderStatus(functions: FunctionsPort, siteId: string, input: Input) {
  return functions.call('setOrderStatus', { siteId, ...input });
}

/** Moves an order on with its toasts. */
export function useSetOrderStatus(siteId: string) {
  const { functions } = useServices();
  return useAdminMutation((input: Input) => setOrderStatus(functions, siteId, input), {
    success: 'Statut de la commande enregistré',
    failure: 'Le statut n’a pas pu être enregistré',
  });
}
