import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { ProductEntity } from '../api/use-products';

export interface ProductStatsProps {
  products: readonly ProductEntity[];
  categoryCount: number;
}

/** The catalogue's statistics, over every product whatever the filters. */
export function ProductStats({ products, categoryCount }: ProductStatsProps) {
  const stats = [
    ['Produits', products.length],
    ['Actifs', products.filter((product) => product.isActive).length],
    ['Mis en avant', products.filter((product) => product.isFeatured).length],
    ['Catégories', categoryCount],
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
