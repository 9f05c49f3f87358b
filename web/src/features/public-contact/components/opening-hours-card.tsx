import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import {
  DAY_NAMES,
  WEEK_ORDER,
  addDays,
  isConges,
  periodCovers,
  regularDay,
  scheduleFor,
  type DaySchedule,
} from '@comptoir/core';
import { Clock } from 'lucide-react';
import { OpenStatusBadge } from '@/components/site/open-status-badge';
import { useNow } from '@/hooks/use-now';
import type { SiteHours } from '@/hooks/use-site-hours';
import { InfoCard } from './info-card';
import { SpecialPeriodList } from './special-period-list';

function DayHoursText({ schedule }: { schedule: DaySchedule | null }) {
  if (!schedule) return <Text color="fg.muted">Horaires à définir</Text>;
  if (schedule.isClosed) return <Text color="fg.muted">Fermé</Text>;
  return (
    <Stack gap="0" textAlign="end" fontVariantNumeric="tabular-nums">
      {schedule.slots.map((slot) => (
        <Text key={slot.open} whiteSpace="nowrap">
          {slot.open} – {slot.close}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The week Monday to Sunday, today marked and taken from a special period when one applies; the
 * coming days a holiday closure covers say « Fermé » too.
 */
export function OpeningHoursCard({ hours }: { hours: SiteHours }) {
  const now = useNow();
  const days = WEEK_ORDER.map((dayOfWeek) => {
    const isToday = dayOfWeek === now.dayOfWeek;
    const date = addDays(now.date, (dayOfWeek - now.dayOfWeek + 7) % 7);
    const away = hours.periods.some((period) => isConges(period) && periodCovers(period, date));
    const schedule = isToday || away ? scheduleFor(date, hours.week, hours.periods) : regularDay(hours.week, dayOfWeek);
    return { dayOfWeek, isToday, schedule };
  });
  const noHours = days.every((day) => day.schedule === null);

  return (
    <InfoCard id="opening-hours-title" title="Horaires d’ouverture" icon={Clock} gridArea="hours">
      <Box>
        <OpenStatusBadge hours={hours} />
      </Box>
      {noHours ? (
        <Text fontSize="lg" color="fg.muted">
          Horaires à définir
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {days.map(({ dayOfWeek, isToday, schedule }) => (
            <Flex
              as="li"
              key={dayOfWeek}
              justify="space-between"
              align="start"
              gap="4"
              px="3"
              py="1.5"
              borderRadius="lg"
              bg={isToday ? 'brand.subtle' : undefined}
              fontWeight={isToday ? 'semibold' : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <Stack gap="1" align="start">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text>{DAY_NAMES[dayOfWeek]}</Text>
                  {isToday && (
                    <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2">
                      Aujourd’hui
                    </Badge>
                  )}
                </Flex>
                {schedule?.period && (
                  <Text fontSize="sm" fontWeight="normal" color="brand.fg">
                    {schedule.period.title}
                  </Text>
                )}
              </Stack>
              <DayHoursText schedule={schedule} />
            </Flex>
          ))}
        </Stack>
      )}
      <SpecialPeriodList periods={hours.periods} week={hours.week} today={now.date} />
    </InfoCard>
  );
}
