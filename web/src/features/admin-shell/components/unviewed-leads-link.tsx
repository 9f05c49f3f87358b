import { quantityText } from '@comptoir/core';
import { Badge, Button } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { usePlanAllows } from '@/components/admin/session/use-plan-allows';
import { screenPaths } from '@/config/admin-screens';
import { useUnviewedCounts } from '../hooks/use-unviewed-counts';
import type { NavBadge } from '../nav-items';

const AND = new Intl.ListFormat('fr-FR', { type: 'conjunction' });

/** The first inbox with unseen leads: orders, reservations, then quote requests, then messages. */
function firstInbox({ orders, reservations, quotes }: Record<NavBadge, number>): string {
  if (orders > 0) return screenPaths.orders;
  if (reservations > 0) return screenPaths.reservations;
  return quotes > 0 ? screenPaths.quotes : screenPaths.messages;
}

/**
 * On a phone the menu is a drawer: the unseen leads stay one tap away in the top bar, opening the
 * inbox that has some.
 */
export function UnviewedLeadsLink({ siteId }: { siteId: string | null }) {
  const counts = useUnviewedCounts(siteId, usePlanAllows());
  const { quotes, messages, reservations, orders } = counts;
  const total = quotes + messages + reservations + orders;
  if (total === 0) return null;
  const parts = [
    orders > 0 ? quantityText(orders, 'commande', 'commandes') : null,
    reservations > 0 ? quantityText(reservations, 'réservation', 'réservations') : null,
    quotes > 0 ? quantityText(quotes, 'demande de devis', 'demandes de devis') : null,
    messages > 0 ? quantityText(messages, 'message', 'messages') : null,
  ].filter((part) => part !== null);
  const shown = total > 99 ? '99+' : String(total);
  return (
    <Button asChild size="sm" variant="subtle" colorPalette="brand" ml="auto" flexShrink={0}>
      <Link to={firstInbox(counts)} aria-label={`${shown} non lus\u00a0: ${AND.format(parts)}`}>
        <Inbox aria-hidden="true" />
        <Badge colorPalette="brand" variant="solid" borderRadius="full">
          {shown}
        </Badge>
      </Link>
    </Button>
  );
}
