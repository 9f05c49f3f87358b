import { FEATURED_ON_HOME, featuredOnHome, formatNumber, nextOrderIndex, type ProductFormInput } from '@comptoir/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useToday } from '@/hooks/use-now';
import { useFeaturedProducts, useLastProduct, useProductCounts, type ProductEntity } from '../api/use-products';

/** « Name », with the non-breaking spaces French puts inside guillemets. */
const guillemets = (name: string): string => `«\u00a0${name}\u00a0»`;

const quoted = (names: string[]): string =>
  names.length > 1
    ? `${names.slice(0, -1).map(guillemets).join(', ')} et ${guillemets(names.at(-1) ?? '')}`
    : guillemets(names[0] ?? '');

/**
 * The help under « Mis en avant »: the home page shows the first four featured products on sale,
 * in the catalogue's order; when more are featured, which ones show and whether this one does.
 * `product` is null for a new product (it would go last). Reads the first featured products and
 * counts them all.
 */
export function useFeaturedNote<Out>(
  form: UseFormReturn<ProductFormInput, unknown, Out>,
  siteId: string,
  product: ProductEntity | null,
): string {
  const featured = useFeaturedProducts(siteId).data ?? [];
  const featuredCount = useProductCounts(siteId).featured.data ?? featured.length;
  const last = useLastProduct(siteId).data ?? [];
  const [isFeatured, isActive, endDate, name] = useWatch({
    control: form.control,
    name: ['isFeatured', 'isActive', 'endDate', 'name'],
  });
  const today = useToday();
  const self = {
    name: name.trim() || 'ce produit',
    isFeatured,
    isActive,
    endDate: endDate || null,
    orderIndex: product?.orderIndex ?? nextOrderIndex(last),
  };
  const others = featured.filter((item) => item.id !== product?.id);
  const candidates = [...others, self].filter((item) => item.isFeatured);
  // Featured beyond the ones read count too: the stored count, this product's as it stands in the form.
  const total = featuredCount - (product?.isFeatured ? 1 : 0) + (isFeatured ? 1 : 0);
  const rule = `La page d’accueil montre les ${FEATURED_ON_HOME} premiers produits mis en avant et en vente, dans l’ordre du catalogue.`;
  if (total <= FEATURED_ON_HOME) return rule;
  const shown = featuredOnHome(candidates, today);
  const verb = shown.length > 1 ? 'apparaissent' : 'apparaît';
  const left =
    isFeatured && !shown.includes(self) ? ' Ce produit n’y apparaîtra pas tant que ceux-là restent en avant.' : '';
  return `${rule} ${formatNumber(total)} le sont\u00a0: seuls ${quoted(shown.map((product) => product.name))} ${verb}.${left}`;
}
