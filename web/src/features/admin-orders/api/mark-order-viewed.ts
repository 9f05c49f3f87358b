import { refs, updateDoc, type DataPort } from '@comptoir/core';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** firestore.rules: on an order, an owner changes only the seen flag and the private note. */
export function markOrderViewed(db: DataPort, siteId: string, orderId: string) {
  return updateDoc(db, refs.item(siteId, 'orders', orderId), { isViewed: true });
}

/** Takes a new order out of the inbox's count. */
export function useMarkOrderViewed(siteId: string) {
  const { db } = useServices();
  return useAdminMutation((orderId: string) => markOrderViewed(db, siteId, orderId), {
    failure: 'Erreur lors de la mise à jour',
  });
}
