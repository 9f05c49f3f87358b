import { eventsJsonLd, upcomingEvents, type Entity, type eventSchema } from '@comptoir/core';
import { useToday } from '@/hooks/use-now';
import { scriptJson } from '@/lib/script-json';
import { useEventPlace } from '../api/use-event-place';

/** schema.org Events for the coming events with a known day (server-rendered with the home). */
export function EventsJsonLd({ events }: { events: readonly Entity<typeof eventSchema>[] }) {
  const today = useToday();
  const place = useEventPlace();
  const data = place ? eventsJsonLd(upcomingEvents(events, today), place) : [];
  if (data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
