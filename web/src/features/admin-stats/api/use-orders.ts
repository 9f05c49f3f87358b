import { refs } from '@comptoir/core';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';

/** The site's campaign orders, live (their count and takings per campaign). */
export const useSiteOrders = (siteId: string) => useAdminCollection(refs.collection(siteId, 'orders'));
