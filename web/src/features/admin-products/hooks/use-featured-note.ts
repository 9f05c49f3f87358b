import { FEATURED_ON_HOME, featuredOnHome, type ProductFormInput } from '@comptoir/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useNow } from '@/hooks/use-now';
import type { ProductEntity } from '../api/use-products';

/** « Name », with the non-breaking spaces French puts inside guillemets. */
const guillemets = (name: string): string => `«\u00a0${name}\u00a0»`;

const quoted = (names: string[]): string =>
  names.length > 1
    ? `${names.slice(0, -1).map(guillemets).join(', ')} et ${guillemets(names.at(-1) ?? '')}`
    : guillemets(names[0] ?? '');

/**
 * The help under « Mis en avant »: the home page shows the first four featured products on sale,
 * in the catalogue's order; when more are featured, which ones show and whether this one does.
 * `productId` is null for a new product (it would go last, at `orderIndex`).
 */
export function useFeaturedNote<Out>(
  form: UseFormReturn<ProductFormInput, unknown, Out>,
  products: readonly ProductEntity[],
  productId: string | null,
  orderIndex: number,
): string {
  const [isFeatured, isActive, endDate, name] = useWatch({
    control: form.control,
    name: ['isFeatured', 'isActive', 'endDate', 'name'],
  });
  const today = useNow().date;
  const self = {
    name: name.trim() || 'ce produit',
    isFeatured,
    isActive,
    endDate: endDate || null,
    orderIndex,
  };
  const candidates = [...products.filter((product) => product.id !== productId), self].filter(
    (product) => product.isFeatured,
  );
  const rule = `La page d’accueil montre les ${FEATURED_ON_HOME} premiers produits mis en avant et en vente, dans l’ordre du catalogue.`;
  if (candidates.length <= FEATURED_ON_HOME) return rule;
  const shown = featuredOnHome(candidates, today);
  const verb = shown.length > 1 ? 'apparaissent' : 'apparaît';
  const left =
    isFeatured && !shown.includes(self) ? ' Ce produit n’y apparaîtra pas tant que ceux-là restent en avant.' : '';
  return `${rule} ${candidates.length} le sont\u00a0: seuls ${quoted(shown.map((product) => product.name))} ${verb}.${left}`;
}
