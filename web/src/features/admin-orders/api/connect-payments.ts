import type { Callables, FunctionsPort } from '@comptoir/core';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

type Connected = Callables['connectPayments']['output'];

/** Starts (or resumes) connecting the shop's Stripe account: the answer is the page to go to. */
export function connectPayments(functions: FunctionsPort, siteId: string): Promise<Connected> {
  return functions.call('connectPayments', { siteId });
}

export function useConnectPayments(siteId: string) {
  const { functions } = useServices();
  return useAdminMutation(() => connectPayments(functions, siteId), {
    failure: 'La connexion à Stripe n’a pas pu démarrer',
  });
}
