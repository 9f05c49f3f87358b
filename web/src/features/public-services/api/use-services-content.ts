import { SERVICES_PAGE_DEFAULTS, type Entity, type faqSchema, type serviceCategorySchema } from '@comptoir/core';
import { usePublishedSite } from '@/hooks/use-published';

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
export function useServicesContent(): ServicesContent {
  const published = usePublishedSite();
  // A failed read is raised: the page says so instead of showing its defaults.
  if (published.status === 'error') throw published.error;
  const site = published.data;
  const page = site?.pages.services;
  return {
    status: published.status === 'loading' ? 'loading' : 'ready',
    title: page?.title || SERVICES_PAGE_DEFAULTS.title,
    description: page?.description || SERVICES_PAGE_DEFAULTS.description,
    categories: site?.serviceCategories ?? [],
    faqs: site?.faqs.filter((faq) => faq.question !== '') ?? [],
  };
}
