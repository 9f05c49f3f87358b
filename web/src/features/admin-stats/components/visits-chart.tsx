import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { formatFrenchDate, type AudienceTotals } from '@comptoir/core';
import { MONTH_OF_YEAR } from '../lib/audience-text';
import { StatsCard } from './stats-card';

const SHORT = {
  day: { day: 'numeric', month: 'short' },
  month: { day: undefined, month: 'short', year: 'numeric' },
} as const;

/** Visits per day (or month) as bars, for the eye, and as a table for screen readers. */
export function VisitsChart({ perBucket, unit }: { perBucket: readonly AudienceTotals[]; unit: 'day' | 'month' }) {
  const highest = Math.max(1, ...perBucket.map(({ entries }) => entries));
  const title = unit === 'day' ? 'Visites par jour' : 'Visites par mois';
  const name = (day: string) => formatFrenchDate(day, unit === 'day' ? {} : MONTH_OF_YEAR);
  const first = perBucket[0]?.day;
  const last = perBucket.at(-1)?.day;
  return (
    <StatsCard title={title}>
      <Flex h="32" align="end" gap={unit === 'day' ? '1px' : '1'} aria-hidden="true">
        {perBucket.map(({ day, entries }) => (
          <Box
            key={day}
            flex="1"
            minH="1px"
            h={`${(entries / highest) * 100}%`}
            bg="brand.solid"
            borderTopRadius="sm"
            title={`${name(day)}\u00a0: ${entries}`}
          />
        ))}
      </Flex>
      {first && last && (
        <Flex justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true">
          <Text>{formatFrenchDate(first, SHORT[unit])}</Text>
          <Text>{formatFrenchDate(last, SHORT[unit])}</Text>
        </Flex>
      )}
      <Table.Root srOnly>
        <Table.Caption>{title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{unit === 'day' ? 'Jour' : 'Mois'}</Table.ColumnHeader>
            <Table.ColumnHeader>Visites</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {perBucket.map(({ day, entries }) => (
            <Table.Row key={day}>
              <Table.Cell>{name(day)}</Table.Cell>
              <Table.Cell>{entries}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </StatsCard>
  );
}
