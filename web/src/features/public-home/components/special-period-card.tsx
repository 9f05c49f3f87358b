import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  periodDatesText,
  periodHoursLines,
  type DayHours,
  type Entity,
  type specialPeriodSchema,
} from '@comptoir/core';
import { Clock } from 'lucide-react';

export interface SpecialPeriodCardProps {
  period: Entity<typeof specialPeriodSchema>;
  week: readonly DayHours[];
}

/** An exceptional opening or closing: its dates in French and the hours it sets. */
export function SpecialPeriodCard({ period, week }: SpecialPeriodCardProps) {
  const lines = periodHoursLines(period, week);
  return (
    <Card.Root as="article" variant="outline" h="full" borderRadius="2xl" borderColor="blackAlpha.100" bg="bg">
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
          <Clock size={16} aria-hidden="true" />
          <Text>{periodDatesText(period)}</Text>
        </HStack>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h4" fontSize="lg" fontWeight="semibold" lineHeight="1.25">
            {period.title}
          </Heading>
          {period.isPeriodClosed && (
            <Badge colorPalette="red" variant="subtle" borderRadius="full" flexShrink="0">
              Fermé
            </Badge>
          )}
        </HStack>
        {period.description && (
          <Text color="fg.muted" fontSize="sm" textWrap="pretty">
            {period.description}
          </Text>
        )}
        {!period.isPeriodClosed && (
          <Box as="dl" bg="brand.subtle" borderRadius="xl" px="4" py="3" fontSize="sm">
            {lines.map((line) => (
              <Stack
                key={line.days || 'day'}
                direction={{ base: 'column', sm: 'row' }}
                justify="space-between"
                gap={{ base: '0', sm: '4' }}
                py="1"
              >
                <Text as="dt" fontWeight="medium">
                  {line.days || 'Horaires'}
                </Text>
                <Text as="dd" fontVariantNumeric="tabular-nums" textAlign={{ sm: 'end' }}>
                  {line.hours}
                </Text>
              </Stack>
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
