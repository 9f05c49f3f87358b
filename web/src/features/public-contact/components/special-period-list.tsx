import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  periodCovers,
  periodDatesText,
  periodHoursLines,
  upcomingPeriods,
  CONTACT_PERIOD_WINDOW_MONTHS,
  type DayHours,
  type Entity,
  type specialPeriodSchema,
} from '@comptoir/core';

export interface SpecialPeriodListProps {
  periods: Entity<typeof specialPeriodSchema>[];
  week: DayHours[];
  /** YYYY-MM-DD, Paris time. */
  today: string;
}

/** Exceptional hours running now or starting within six months, so visitors can plan ahead. */
export function SpecialPeriodList({ periods, week, today }: SpecialPeriodListProps) {
  const upcoming = upcomingPeriods(periods, today, CONTACT_PERIOD_WINDOW_MONTHS);
  if (upcoming.length === 0) return null;
  return (
    <Stack gap="3" pt="2">
      <Heading as="h3" fontSize="lg" id="special-hours-title">
        Horaires exceptionnels
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="special-hours-title">
        {upcoming.map((period) => (
          <Box as="li" key={period.id} borderWidth="1px" borderColor="brand.muted" borderRadius="xl" p="4">
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="semibold">{period.title}</Text>
              {periodCovers(period, today) && (
                <Badge colorPalette="brand" variant="subtle" borderRadius="full">
                  En cours
                </Badge>
              )}
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {periodDatesText(period)}
            </Text>
            {period.description && (
              <Text fontSize="sm" mt="2" whiteSpace="pre-line">
                {period.description}
              </Text>
            )}
            <Stack gap="0.5" mt="2" fontSize="sm" fontVariantNumeric="tabular-nums">
              {periodHoursLines(period, week).map((line) => (
                // Days and hours share a line when it is wide enough; otherwise the hours go below.
                <Flex key={`${line.days}-${line.hours}`} wrap="wrap" columnGap="3" justify="space-between">
                  {line.days && <Text>{line.days}</Text>}
                  <Text fontWeight="medium" whiteSpace="nowrap" ms={line.days ? 'auto' : undefined}>
                    {line.hours}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
