import { Badge, Button, Card, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { formatTime, isEventFull, participationText, type Entity, type eventSchema } from '@comptoir/core';
import { CalendarDays, CalendarPlus, Users } from 'lucide-react';

export interface EventCardProps {
  event: Entity<typeof eventSchema>;
  participating: boolean;
  pending: boolean;
  onToggle: () => void;
  /** The event as an .ics file (a data: address, so it works before the page's app loads); null without a day. */
  agendaHref: string | null;
  /** Before « Ajouter à mon agenda » downloads its file: the link's file may be made again. */
  onAgenda?: (link: HTMLAnchorElement) => void;
}

/** An event: its day, what it is, « Je viendrai » (or « Complet »), the count and « Ajouter à mon agenda ». */
export function EventCard({ event, participating, pending, onToggle, agendaHref, onAgenda }: EventCardProps) {
  const leaveHintId = `leave-${event.id}`;
  const full = isEventFull(event);
  return (
    <Card.Root as="article" variant="outline" h="full" borderRadius="2xl" borderColor="blackAlpha.100" bg="bg">
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        {event.date && (
          <HStack gap="2" color="brand.fg" fontWeight="semibold" fontSize="sm">
            <CalendarDays size={16} aria-hidden="true" />
            <Text>
              {event.date}
              {event.startTime && ` · ${formatTime(event.startTime)}`}
            </Text>
          </HStack>
        )}
        <Heading as="h3" fontSize="xl" fontWeight="semibold" lineHeight="1.25">
          {event.title}
        </Heading>
        {full && (
          <Badge alignSelf="flex-start" colorPalette="orange" variant="solid" borderRadius="full" px="2.5">
            Complet
          </Badge>
        )}
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
          // Full: only those coming can still tap, to leave.
          disabled={pending || (full && !participating)}
          onClick={onToggle}
          // Pressed before the page's app, it has the app load its Firebase drivers as it hydrates (early-actions).
          data-calls-function=""
        >
          {participating ? 'Top, on vous attend\u00a0!' : full ? 'Complet' : 'Je viendrai 👍'}
        </Button>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <Users size={16} aria-hidden="true" />
          <Text>{participationText(event)}</Text>
        </HStack>
        {agendaHref && (
          <Link
            href={agendaHref}
            download={`${event.id}.ics`}
            onClick={(press) => onAgenda?.(press.currentTarget)}
            fontSize="sm"
            color="brand.fg"
            fontWeight="medium"
          >
            <CalendarPlus size={16} aria-hidden="true" />
            Ajouter à mon agenda
          </Link>
        )}
        {participating && (
          <Text id={leaveHintId} w="full" fontSize="sm" color="fg.muted">
            Un empêchement&nbsp;? Touchez à nouveau le bouton pour annuler votre venue.
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
