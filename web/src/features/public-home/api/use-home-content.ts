import {
  featuredOnHome,
  type Entity,
  type eventSchema,
  type HomePage,
  type reassuranceItemSchema,
  type testimonialSchema,
} from '@comptoir/core';
import type { PublicProduct } from '@/components/site/public-product';
import { useSite } from '@/components/site/site-context';
import { usePublishedCatalogue, usePublishedSite } from '@/hooks/use-published';

export interface HomeContent {
  status: 'loading' | 'ready';
  /** A read failed: its list stays empty and no demo content replaces it. */
  failed: boolean;
  page: HomePage | null;
  reassurance: Entity<typeof reassuranceItemSchema>[];
  events: Entity<typeof eventSchema>[];
  testimonials: Entity<typeof testimonialSchema>[];
  featured: PublicProduct[];
}

/** Everything the home page shows, live. Without a site, nothing is read. */
export function useHomeContent(today: string): HomeContent {
  const { siteId } = useSite();
  const published = usePublishedSite();
  const catalogue = usePublishedCatalogue();
  const reads = [published, catalogue];
  const site = published.data;
  const products = catalogue.data?.products ?? [];
  return {
    status: siteId && reads.some((read) => read.status === 'loading') ? 'loading' : 'ready',
    failed: reads.some((read) => read.status === 'error'),
    page: site?.pages.home ?? null,
    reassurance: site?.reassuranceItems ?? [],
    events: site?.events ?? [],
    testimonials: site?.testimonials ?? [],
    featured: featuredOnHome(
      products.filter((product) => product.isActive && product.isFeatured),
      today,
    ),
  };
}

/** Nothing entered for the home page yet: the page shows the demo content. */
export function isEmptyHome(content: HomeContent): boolean {
  const { page } = content;
  const pageBlank = !page || !(page.heroTitle || page.heroSubtitle || page.highlightTitle || page.highlightDescription);
  return (
    !content.failed &&
    pageBlank &&
    content.reassurance.length === 0 &&
    content.events.length === 0 &&
    content.testimonials.length === 0 &&
    content.featured.length === 0
  );
}
