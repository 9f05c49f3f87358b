import { refs, SERVICES_PAGE_DEFAULTS, type Entity, type faqSchema, type serviceCategorySchema } from '@comptoir/core';
import { useCollection, useDoc } from '@/hooks/use-live';

const BY_ORDER = { orderBy: [['orderIndex', 'asc']] } as const;

export type ServiceCategoryEntity = Entity<typeof serviceCategorySchema>;
export type FaqEntity = Entity<typeof faqSchema>;

export interface ServicesContent {
  status: 'loading' | 'ready';
  title: string;
  description: string;
  categories: ServiceCategoryEntity[];
  faqs: FaqEntity[];
}

/** The services page, live: page text (with its defaults), categories and FAQs in owner order. */
export function useServicesContent(siteId: string | null): ServicesContent {
  const page = useDoc(siteId ? refs.page(siteId, 'services') : null);
  const categories = useCollection(siteId ? refs.collection(siteId, 'serviceCategories') : null, BY_ORDER);
  const faqs = useCollection(siteId ? refs.collection(siteId, 'faqs') : null, BY_ORDER);
  // Page content errors are raised; category and FAQ errors leave empty lists.
  if (page.status === 'error') throw page.error;
  const loading = [page, categories, faqs].some((state) => state.status === 'loading');
  return {
    status: loading ? 'loading' : 'ready',
    title: page.data?.title || SERVICES_PAGE_DEFAULTS.title,
    description: page.data?.description || SERVICES_PAGE_DEFAULTS.description,
    categories: categories.status === 'success' ? categories.data : [],
    faqs: faqs.status === 'success' ? faqs.data.filter((faq) => faq.question !== '') : [],
  };
}
