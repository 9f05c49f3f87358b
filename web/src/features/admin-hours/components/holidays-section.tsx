import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import {
  formatFrenchDate,
  periodFormDefaults,
  specialPeriodFormSchema,
  upcomingHolidays,
  type Holiday,
} from '@comptoir/core';
import { useState } from 'react';
import { AdminSection } from '@/components/admin/ui/admin-section';
import type { Palette } from '@/components/ui/system';
import { useToday } from '@/hooks/use-now';
import { useDeleteSpecialPeriod } from '@/components/admin/special-periods/delete-special-period';
import { useSaveSpecialPeriod } from '@/components/admin/special-periods/save-special-period';
import {
  useAdminSpecialPeriods,
  type SpecialPeriodEntity,
} from '@/components/admin/special-periods/use-special-periods';
import { PeriodDialog } from './period-dialog';

const lastDay = (period: SpecialPeriodEntity) => (period.isSingleDay ? period.startDate : period.endDate);

/** The special period in force on a day, if any (the first one, as the public pages read them). */
const periodOn = (periods: readonly SpecialPeriodEntity[], date: string) =>
  periods.find((period) => period.startDate <= date && date <= lastDay(period));

/** What a holiday's day will show: the usual hours, closed, or the hours of a period. */
function statusOf(period: SpecialPeriodEntity | undefined): { label: string; palette: Palette } {
  if (!period) return { label: 'Horaires habituels', palette: 'gray' };
  return period.isPeriodClosed
    ? { label: 'Fermé', palette: 'orange' }
    : { label: 'Horaires spéciaux', palette: 'brand' };
}

/** A closed day under the holiday's name, as the special period dialog would save it. */
const closedDay = (holiday: Holiday) =>
  specialPeriodFormSchema.parse({
    ...periodFormDefaults(null, holiday.date),
    title: holiday.name,
    isPeriodClosed: true,
  });

interface HolidayRowProps {
  holiday: Holiday;
  period: SpecialPeriodEntity | undefined;
  busy: boolean;
  onClosed(): void;
  onUsual(period: SpecialPeriodEntity): void;
  onOtherHours(): void;
}

/** One holiday: its day and name, what it will show, and the choices in one tap each. */
function HolidayRow({ holiday, period, busy, onClosed, onUsual, onOtherHours }: HolidayRowProps) {
  const status = statusOf(period);
  // A longer period (holidays, works) decides this day: it is changed in its own card.
  const ownDay = !period || period.isSingleDay;
  return (
    <Flex
      as="li"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'center' }}
    >
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="semibold">{holiday.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatFrenchDate(holiday.date, { weekday: 'long', year: 'numeric' })}
        </Text>
      </Stack>
      <Badge colorPalette={status.palette} alignSelf={{ base: 'flex-start', md: 'center' }}>
        {ownDay ? status.label : `${status.label} · ${period.title}`}
      </Badge>
      {ownDay && (
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            aria-pressed={period?.isPeriodClosed ?? false}
            aria-label={`${holiday.name}\u00a0: fermé`}
            disabled={busy || period?.isPeriodClosed}
            onClick={onClosed}
          >
            Fermé
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-pressed={!period}
            aria-label={`${holiday.name}\u00a0: horaires habituels`}
            disabled={busy || !period}
            onClick={() => period && onUsual(period)}
          >
            Horaires habituels
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${holiday.name}\u00a0: autres horaires`}
            disabled={busy}
            onClick={onOtherHours}
          >
            Autres horaires
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/**
 * « Jours fériés »: the next twelve months' public holidays, each open with the usual hours, closed,
 * or with other hours in one tap — each choice a special period of that day, under its name.
 */
export function HolidaysSection({ siteId, alsaceMoselle }: { siteId: string; alsaceMoselle: boolean }) {
  const today = useToday();
  const periods = useAdminSpecialPeriods(siteId);
  const [other, setOther] = useState<{ holiday: Holiday; period: SpecialPeriodEntity | null } | null>(null);
  const saving = useSaveSpecialPeriod(siteId, {
    success: (_result, _id, values) => `${values.title}\u00a0: fermé`,
    failure: 'Impossible d’enregistrer ce jour férié',
  });
  const removing = useDeleteSpecialPeriod(siteId, {
    success: 'Horaires habituels rétablis',
    failure: 'Impossible de rétablir les horaires habituels',
  });
  if (periods.status !== 'success') return null;
  const busy = saving.pending || removing.pending;
  return (
    <AdminSection
      title="Jours fériés"
      description={'Ouvert, fermé ou d’autres horaires\u00a0: votre choix s’affiche sur votre site ces jours-là.'}
    >
      <Stack as="ul" listStyleType="none" gap="0" aria-label="Jours fériés">
        {upcomingHolidays(today, { alsaceMoselle }).map((holiday) => {
          const period = periodOn(periods.data, holiday.date);
          return (
            <HolidayRow
              key={holiday.date}
              holiday={holiday}
              period={period}
              busy={busy}
              onClosed={() => void saving.run(period?.id ?? null, closedDay(holiday))}
              onUsual={(covering) => void removing.run(covering.id)}
              onOtherHours={() => setOther({ holiday, period: period ?? null })}
            />
          );
        })}
      </Stack>
      {other && (
        <PeriodDialog
          siteId={siteId}
          period={other.period}
          draft={{ title: other.holiday.name, date: other.holiday.date }}
          onClose={() => setOther(null)}
        />
      )}
    </AdminSection>
  );
}
