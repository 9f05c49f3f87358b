import { formatNumber } from '@comptoir/core';
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ranked, shareText } from '../lib/audience-text';
import { audienceLabel } from '../lib/audience-labels';
import { StatsCard } from './stats-card';

export interface AudienceBreakdownProps {
  title: string;
  counts: Record<string, number>;
  /** What the shares are of (the period's visits or views). */
  whole: number;
  /** Said when nothing was counted. */
  empty: string;
  limit?: number;
}

/** One of the period's counts, largest first, each with its share as a number and as a bar. */
export function AudienceBreakdown({ title, counts, whole, empty, limit = 8 }: AudienceBreakdownProps) {
  const rows = ranked(counts).slice(0, limit);
  return (
    <StatsCard title={title}>
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2.5">
          {rows.map(([key, count]) => (
            <Box as="li" key={key}>
              <HStack justify="space-between" gap="3" fontSize="sm">
                <Text lineClamp={1}>{audienceLabel(key)}</Text>
                <Text fontVariantNumeric="tabular-nums" flexShrink="0">
                  {formatNumber(count)} · {shareText(count, whole)}
                </Text>
              </HStack>
              <Flex h="1.5" mt="1" bg="bg.muted" borderRadius="full" aria-hidden="true">
                <Box
                  w={`${whole === 0 ? 0 : Math.min(100, (count / whole) * 100)}%`}
                  bg="brand.solid"
                  borderRadius="full"
                />
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
    </StatsCard>
  );
}
