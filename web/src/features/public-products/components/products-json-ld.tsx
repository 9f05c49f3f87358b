import { productsJsonLd } from '@comptoir/core';
import type { PublicProduct } from '@/components/site/public-product';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';
import { scriptJson } from '@/lib/script-json';

/** schema.org Products of the catalogue, for search engines (server-rendered with the page). */
export function ProductsJsonLd({ products }: { products: readonly PublicProduct[] }) {
  const { origin, path } = useSite();
  if (!origin || products.length === 0) return null;
  const json = scriptJson(productsJsonLd(products, `${origin}${path(paths.merchant.products)}`));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
