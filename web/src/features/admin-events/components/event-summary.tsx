import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatTime, isEventFull, quantityText, upcomingEvents, type Entity, type eventSchema } from '@comptoir/core';
import { useToday } from '@/hooks/use-now';
import { CalendarDays, Users } from 'lucide-react';

/** 'Aucun participant', '1 participant', '12 participants', '12 participants sur 20 places'. */
export function participantsText(count: number, capacity: number | null = null): string {
  const people = count === 0 ? 'Aucun participant' : quantityText(count, 'participant', 'participants');
  return capacity === null ? people : `${people} sur ${quantityText(capacity, 'place', 'places')}`;
}

/** One event card of the back-office grid: date, title, description, participants and places. */
export function EventSummary({ event }: { event: Entity<typeof eventSchema> }) {
  const today = useToday();
  const past = upcomingEvents([event], today).length === 0;
  const time = formatTime(event.startTime);
  return (
    <Stack gap="2">
      <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm" wrap="wrap">
        <CalendarDays size={16} aria-hidden="true" />
        <Text>
          {event.date || 'Date à préciser'}
          {time && ` · ${time}`}
        </Text>
        {past && <Badge>Passé, retiré de l’accueil</Badge>}
        {isEventFull(event) && <Badge colorPalette="orange">Complet</Badge>}
      </HStack>
      <Heading as="h3" size="sm" lineHeight="short">
        {event.title}
      </Heading>
      {event.description && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" lineClamp={4}>
          {event.description}
        </Text>
      )}
      <HStack gap="1.5" color="fg.muted" fontSize="sm">
        <Users size={16} aria-hidden="true" />
        <Text>{participantsText(event.participationCount, event.capacity)}</Text>
      </HStack>
    </Stack>
  );
}
