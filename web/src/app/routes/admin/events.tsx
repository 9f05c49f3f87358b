import { EventsPage } from '@/features/admin-events/components/events-page';

export function Component() {
  return <EventsPage />;
}
