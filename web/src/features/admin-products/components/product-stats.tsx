import { formatNumber } from '@comptoir/core';
import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { LiveState } from '@/components/admin/data/use-admin-live';
import type { useProductCounts } from '../api/use-products';

export interface ProductStatsProps {
  counts: ReturnType<typeof useProductCounts>;
  categoryCount: number;
}

/** « … » until Firestore has counted. */
const shown = (count: number | undefined) => (count === undefined ? '…' : formatNumber(count));
const minus = (a: LiveState<number>, b: LiveState<number>) =>
  a.data === undefined || b.data === undefined ? undefined : a.data - b.data;

/** The catalogue's statistics, over every product whatever the filters, counted without reading them. */
export function ProductStats({ counts, categoryCount }: ProductStatsProps) {
  const stats = [
    ['Produits', shown(counts.all.data)],
    ['Actifs', shown(minus(counts.all, counts.inactive))],
    ['Mis en avant', shown(counts.featured.data)],
    ['Catégories', formatNumber(categoryCount)],
  ] as const;
  return (
    <SimpleGrid columns={4} gap={{ base: '2', md: '3' }}>
      {stats.map(([label, value]) => (
        <Stat.Root
          key={label}
          size={{ base: 'sm', md: 'md' }}
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '2', md: '3' }}
          bg="bg"
        >
          <Stat.Label fontSize={{ base: 'xs', md: 'sm' }}>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
