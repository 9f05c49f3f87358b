import { refs, paymentRefs } from '@comptoir/core';
import { useAdminCollection, useAdminDoc } from '@/components/admin/data/use-admin-live';

/** The site's campaigns, live. */
export const useCampaigns = (siteId: string) => useAdminCollection(refs.collection(siteId, 'campaigns'));

/** A campaign's orders, live: a new one shows on the open sheet without a reload. */
export const useCampaignOrders = (siteId: string, campaignId: string | null) =>
  useAdminCollection(campaignId ? refs.collection(siteId, 'orders') : null, {
    where: [['campaignId', '==', campaignId ?? '']],
  });

/** Every order of the site, live (the statistics). */
export const useSiteOrders = (siteId: string) => useAdminCollection(refs.collection(siteId, 'orders'));

/** The shop's payment account (sites/{id}/private/payments), live. */
export const useSitePayments = (siteId: string) => useAdminDoc(paymentRefs.sitePayments(siteId));
