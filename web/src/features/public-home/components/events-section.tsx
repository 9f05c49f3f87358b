import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  eventIcs,
  upcomingEvents,
  upcomingPeriods,
  type Entity,
  type EventPlace,
  type eventSchema,
} from '@comptoir/core';
import { CalendarDays } from 'lucide-react';
import { EmptyState } from '@/components/site/empty-state';
import { PageSection } from '@/components/site/page-section';
import { SectionHeading } from '@/components/site/section-heading';
import { useEventPlace } from '../api/use-event-place';
import { useToday } from '@/hooks/use-now';
import type { SiteHours } from '@/hooks/use-site-hours';
import { useRenderEnvironment } from '@/lib/render-context';
import { useEventParticipation } from '../api/use-event-participation';
import { EventCard } from './event-card';
import { SpecialPeriodCard } from './special-period-card';

export interface EventsSectionProps {
  siteId: string | null;
  events: readonly Entity<typeof eventSchema>[];
  hours: SiteHours;
}

/** The event's .ics as a data: address (no script needed to download it), made at `madeAt`. */
function agendaHref(
  event: Entity<typeof eventSchema>,
  place: (EventPlace & { host: string }) | null,
  madeAt: Date,
): string | null {
  const ics = place && eventIcs(event, place, madeAt);
  return ics ? `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}` : null;
}

/** id="events": the hero's 'Nos prochains rendez-vous' button leads here; past events leave by themselves. */
export function EventsSection({ siteId, events, hours }: EventsSectionProps) {
  const today = useToday();
  const participation = useEventParticipation(siteId);
  const place = useEventPlace();
  // The page's file is made with the page (the server's moment, so that hydration matches), and
  // made again at the press once the app runs.
  const { renderedAt } = useRenderEnvironment();
  const pageMadeAt = renderedAt ?? new Date();
  const periods = upcomingPeriods(hours.periods, today);
  const shown = upcomingEvents(events, today);
  return (
    <PageSection id="events" labelledBy="events-title" bg="cream">
      <Stack gap={{ base: '10', md: '12' }}>
        <SectionHeading
          id="events-title"
          eyebrow="Agenda"
          title="Nos prochains rendez-vous"
          lead={
            'Dégustations, rencontres avec nos producteurs et horaires exceptionnels\u00a0: notez-les dans votre agenda.'
          }
        />
        {shown.length === 0 && periods.length === 0 && (
          <EmptyState title="Pas d’événements à venir prochainement" icon={CalendarDays} />
        )}
        {shown.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  participating={participation.isParticipating(event.id)}
                  pending={participation.isPending(event.id)}
                  onToggle={() => void participation.toggle(event.id)}
                  agendaHref={agendaHref(event, place, pageMadeAt)}
                  onAgenda={(link) => {
                    link.href = agendaHref(event, place, new Date()) ?? link.href;
                  }}
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
