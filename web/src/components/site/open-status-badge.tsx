import { Badge } from '@chakra-ui/react';
import { openStatus } from '@comptoir/core';
import { useNow } from '@/hooks/use-now';
import type { SiteHours } from '@/hooks/use-site-hours';

/** « Ouvert · ferme à 19 h », « Fermé · ouvre demain à 9 h », from the same hours logic as the contact page. */
export function OpenStatusBadge({ hours }: { hours: SiteHours }) {
  const now = useNow();
  if (hours.status === 'loading') return null;
  const status = openStatus(now, hours.week, hours.periods);
  if (!status) return null;
  return (
    <Badge
      size="lg"
      borderRadius="full"
      px="3"
      colorPalette={status.open ? 'green' : 'gray'}
      variant="subtle"
      role="status"
      aria-live="polite"
    >
      <span aria-hidden="true">●</span> {status.label}
    </Badge>
  );
}
