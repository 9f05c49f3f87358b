import { Box, Card, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { formatFrenchDate } from '@comptoir/core';

/** Visits per day as bars (for the eye), and as a table for screen readers. */
export function VisitsChart({ perDay }: { perDay: { day: string; visits: number }[] }) {
  const highest = Math.max(1, ...perDay.map(({ visits }) => visits));
  const first = perDay[0]?.day;
  const last = perDay.at(-1)?.day;
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Visites par jour
        </Heading>
        <Flex h="32" align="end" gap="1px" aria-hidden="true">
          {perDay.map(({ day, visits }) => (
            <Box
              key={day}
              flex="1"
              minH="1px"
              h={`${(visits / highest) * 100}%`}
              bg="brand.solid"
              borderTopRadius="sm"
              title={`${formatFrenchDate(day)}\u00a0: ${visits}`}
            />
          ))}
        </Flex>
        {first && last && (
          <Flex justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true">
            <Text>{formatFrenchDate(first, { day: 'numeric', month: 'short' })}</Text>
            <Text>{formatFrenchDate(last, { day: 'numeric', month: 'short' })}</Text>
          </Flex>
        )}
        <Table.Root srOnly>
          <Table.Caption>Visites par jour</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Jour</Table.ColumnHeader>
              <Table.ColumnHeader>Visites</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {perDay.map(({ day, visits }) => (
              <Table.Row key={day}>
                <Table.Cell>{formatFrenchDate(day)}</Table.Cell>
                <Table.Cell>{visits}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
