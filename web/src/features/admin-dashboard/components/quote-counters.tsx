import { formatNumber } from '@comptoir/core';
import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { QuoteCounts } from '../api/use-quote-requests';

const COUNTERS: { key: keyof QuoteCounts; label: string }[] = [
  { key: 'total', label: 'Total des demandes' },
  { key: 'new', label: 'Nouvelles' },
  { key: 'inProgress', label: 'En cours' },
  { key: 'completed', label: 'Terminées' },
];

export function QuoteCounters({ counts }: { counts: QuoteCounts | null }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {COUNTERS.map(({ key, label }) => (
        <Stat.Root key={key} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontSize="2xl">
            {counts ? formatNumber(counts[key]) : <Skeleton h="8" w="10" />}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
