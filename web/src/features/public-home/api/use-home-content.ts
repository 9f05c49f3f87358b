import {
  featuredOnHome,
  refs,
  type Entity,
  type eventSchema,
  type HomePage,
  type reassuranceItemSchema,
  type testimonialSchema,
} from '@comptoir/core';
import type { PublicProduct } from '@/components/site/public-product';
import { useCollection, useDoc } from '@/hooks/use-live';

const BY_ORDER = { orderBy: [['orderIndex', 'asc']] } as const;
// Equality filters only: Firestore serves them without a composite index; order is applied here.
const FEATURED = {
  where: [
    ['isActive', '==', true],
    ['isFeatured', '==', true],
  ],
} as const;

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
export function useHomeContent(siteId: string | null, today: string): HomeContent {
  const page = useDoc(siteId ? refs.page(siteId, 'home') : null);
  const reassurance = useCollection(siteId ? refs.collection(siteId, 'reassuranceItems') : null, BY_ORDER);
  const events = useCollection(siteId ? refs.collection(siteId, 'events') : null, BY_ORDER);
  const testimonials = useCollection(siteId ? refs.collection(siteId, 'testimonials') : null, BY_ORDER);
  const featured = useCollection(siteId ? refs.collection(siteId, 'products') : null, FEATURED);
  const reads = [page, reassurance, events, testimonials, featured];
  return {
    status: siteId && reads.some((read) => read.status === 'loading') ? 'loading' : 'ready',
    failed: reads.some((read) => read.status === 'error'),
    page: page.data ?? null,
    reassurance: reassurance.data ?? [],
    events: events.data ?? [],
    testimonials: testimonials.data ?? [],
    featured: featuredOnHome(featured.data ?? [], today),
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
