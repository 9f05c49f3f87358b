import { mergeDoc, refs, type DataPort, type ServicesPageFormValues } from '@comptoir/core';

/** Writes only the page's title and description (merged: the page may not exist yet). */
export function saveServicesPage(db: DataPort, siteId: string, values: ServicesPageFormValues): Promise<void> {
  return mergeDoc(db, refs.page(siteId, 'services'), { title: values.title, description: values.description });
}
