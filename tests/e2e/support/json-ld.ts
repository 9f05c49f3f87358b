import type { Page } from 'playwright-core';

/** The schema.org types a page declares, in order (a script may hold one object or a list). */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) =>
    [JSON.parse(text) as { '@type': string } | { '@type': string }[]].flat().map((data) => data['@type']),
  );
}
