import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { upcomingPeriods, type Entity, type eventSchema } from '@comptoir/core';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '@/components/site/empty-state';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';
import { useNow } from '@/hooks/use-now';
import type { SiteHours } from '@/hooks/use-site-hours';
import { useEventParticipation } from '../api/use-event-participation';
import { EventCard } from './event-card';
import { SpecialPeriodCard } from './special-period-card';

export interface EventsSectionProps {
  siteId: string | null;
  events: readonly Entity<typeof eventSchema>[];
  hours: SiteHours;
}

/** id="events": the hero's 'Nos prochains rendez-vous' button leads here. */
export function EventsSection({ siteId, events, hours }: EventsSectionProps) {
  const { date: today } = useNow();
  const participation = useEventParticipation(siteId);
  const periods = upcomingPeriods(hours.periods, today);
  return (
    <PageSection id="events" labelledBy="events-title" bg="cream">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading
          id="events-title"
          eyebrow="Agenda"
          title="Nos prochains rendez-vous"
          lead="Dégustations, rencontres avec nos producteurs et horaires exceptionnels : notez-les dans votre agenda."
        />
        {events.length === 0 && periods.length === 0 && (
          <EmptyState title="Pas d'événements à venir prochainement" icon={CalendarDays} />
        )}
        {events.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  participating={participation.isParticipating(event.id)}
                  pending={participation.isPending(event.id)}
                  onToggle={() => void participation.toggle(event.id)}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
        {periods.length > 0 && (
          <Stack gap="5">
            <Heading as="h3" fontSize="2xl" fontWeight="semibold">
              Horaires exceptionnels
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
              {periods.map((period) => (
                <li key={period.id}>
                  <SpecialPeriodCard period={period} week={hours.week} />
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </PageSection>
  );
}
