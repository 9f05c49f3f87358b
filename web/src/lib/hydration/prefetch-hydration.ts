import { whenIdle } from '@/lib/when-idle';

/** The template of prefetch links the server puts in the page (functions/page-template.mjs). */
export const HYDRATION_CODE_ID = 'hydration-code';

/**
 * Once the page has loaded and the browser is idle, lets it fetch the code that hydrates the page
 * (nothing is run): a first press then waits for that code's evaluation, not its download.
 */
export async function prefetchHydration(doc: Document): Promise<void> {
  await whenIdle();
  const code = doc.getElementById(HYDRATION_CODE_ID);
  if (code instanceof HTMLTemplateElement) doc.head.append(code.content);
}
