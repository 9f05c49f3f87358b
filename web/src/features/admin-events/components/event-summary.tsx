import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Entity, eventSchema } from '@comptoir/core';
import { CalendarDays, Users } from 'lucide-react';

/** 'Aucun participant', '1 participant', '12 participants'. */
export function participantsText(count: number): string {
  if (count === 0) return 'Aucun participant';
  return `${count} participant${count > 1 ? 's' : ''}`;
}

/** One event card of the back-office grid: date, title, description and participants. */
export function EventSummary({ event }: { event: Entity<typeof eventSchema> }) {
  return (
    <Stack gap="2">
      <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
        <CalendarDays size={16} aria-hidden="true" />
        <Text>{event.date || 'Date à préciser'}</Text>
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
        <Text>{participantsText(event.participationCount)}</Text>
      </HStack>
    </Stack>
  );
}
