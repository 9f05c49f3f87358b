import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { Entity, eventSchema } from '@comptoir/core';
import { CalendarDays, Users } from 'lucide-react';

export interface EventCardProps {
  event: Entity<typeof eventSchema>;
  participating: boolean;
  pending: boolean;
  onToggle: () => void;
}

const participants = (count: number) => `${count} participant${count > 1 ? 's' : ''}`;

export function EventCard({ event, participating, pending, onToggle }: EventCardProps) {
  const leaveHintId = `leave-${event.id}`;
  return (
    <Card.Root as="article" variant="outline" h="full" borderRadius="2xl" borderColor="blackAlpha.100" bg="bg">
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        {event.date && (
          <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
            <CalendarDays size={16} aria-hidden="true" />
            <Text>{event.date}</Text>
          </HStack>
        )}
        <Heading as="h3" fontSize="xl" fontWeight="semibold" lineHeight="1.25">
          {event.title}
        </Heading>
        {event.description && (
          <Text color="fg.muted" whiteSpace="pre-line" textWrap="pretty">
            {event.description}
          </Text>
        )}
      </Card.Body>
      <Card.Footer p={{ base: '5', md: '6' }} pt="0" justifyContent="space-between" flexWrap="wrap" gap="3">
        <Button
          colorPalette="brand"
          variant={participating ? 'subtle' : 'solid'}
          color={participating ? 'brand.fg' : undefined}
          borderRadius="full"
          aria-pressed={participating}
          aria-describedby={participating ? leaveHintId : undefined}
          disabled={pending}
          onClick={onToggle}
        >
          {participating ? 'Top, on vous attend !' : 'Je viendrai 👍'}
        </Button>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <Users size={16} aria-hidden="true" />
          <Text>{participants(event.participationCount)}</Text>
        </HStack>
        {participating && (
          <Text id={leaveHintId} w="full" fontSize="sm" color="fg.muted">
            Un empêchement&nbsp;? Touchez à nouveau le bouton pour annuler votre venue.
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
