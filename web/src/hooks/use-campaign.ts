import { isCampaignOpen, type Campaign, type CampaignStock } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import type { LiveState } from '@/lib/live-cache';
import { publicReads } from '@/lib/public-reads';
import { useServices } from '@/lib/services-context';
import { useToday } from './use-now';
import { usePlanIncludes } from './use-plan';
import { usePublicRead, usePublishedSite } from './use-published';

export type OpenCampaign = Campaign & { id: string };

/** The shop's first campaign open for orders today (Paris), in the owner's order; null: none (or not in its plan). */
export function useOpenCampaign(): { status: 'loading' | 'ready'; campaign: OpenCampaign | null } {
  const today = useToday();
  const published = usePublishedSite();
  const included = usePlanIncludes('orders');
  if (published.status === 'loading') return { status: 'loading', campaign: null };
  if (!included) return { status: 'ready', campaign: null };
  const open = (published.data?.campaigns ?? [])
    .filter((campaign) => isCampaignOpen(campaign, today))
    .sort((a, b) => a.orderIndex - b.orderIndex);
  return { status: 'ready', campaign: open[0] ?? null };
}

/** A campaign's places taken, live (null id: waits). */
export function useCampaignStock(campaignId: string | null): LiveState<CampaignStock | null> {
  const { db } = useServices();
  const { siteId } = useSite();
  return usePublicRead(siteId && campaignId ? publicReads.campaignStock(db, siteId, campaignId) : null);
}
