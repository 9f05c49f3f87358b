import type { ServiceCategoryEntity } from './api/use-services-content';

/** A category's tab label and quote choice: its name, else its title. */
export const serviceLabel = (category: ServiceCategoryEntity): string =>
  category.name || category.title || 'Prestation';
