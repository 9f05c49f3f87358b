import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@comptoir/core';
import { customerName, linesText, ORDER_STATUS_LABELS, paymentText, type OrderItem } from '../lib/kitchen';

export interface OrderCardProps {
  order: OrderItem;
  busy: boolean;
  onStatus(status: 'ready' | 'collected'): void;
  onCancel(): void;
  onViewed(): void;
}

const STATUS_PALETTE: Record<OrderItem['status'], string> = {
  'awaiting-payment': 'gray',
  confirmed: 'blue',
  ready: 'green',
  collected: 'gray',
  cancelled: 'red',
  expired: 'gray',
};

/** One order on the kitchen sheet: who, what, how much is left to pay, and its next step. */
export function OrderCard({ order, busy, onStatus, onCancel, onViewed }: OrderCardProps) {
  const name = customerName(order);
  const open = order.status === 'confirmed' || order.status === 'ready';
  return (
    <Card.Root as="li" size="sm" variant="outline" css={{ breakInside: 'avoid' }}>
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Text as="h3" fontWeight="semibold">
            {name}
          </Text>
          <HStack gap="1">
            {!order.isViewed && (
              <Badge colorPalette="red" data-no-print="">
                Nouvelle
              </Badge>
            )}
            <Badge colorPalette={STATUS_PALETTE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          </HStack>
        </HStack>
        <Link href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`} width="fit-content">
          {order.customerPhone}
        </Link>
        <Text>{linesText(order)}</Text>
        <Text>
          Total {formatCents(order.totalCents)} — {paymentText(order)}
        </Text>
        {order.note && <Text color="fg.muted">{`Note du client\u00a0: ${order.note}`}</Text>}
        {order.status === 'cancelled' && order.statusReason && (
          <Text color="fg.muted">{`Motif\u00a0: ${order.statusReason}`}</Text>
        )}
        {(open || !order.isViewed) && (
          <Stack direction="row" wrap="wrap" gap="2" pt="2" data-no-print="">
            {!order.isViewed && (
              <Button size="sm" variant="subtle" onClick={onViewed} aria-label={`Marquer comme vue\u00a0: ${name}`}>
                Marquer comme vue
              </Button>
            )}
            {open && order.status === 'confirmed' && (
              <Button size="sm" loading={busy} onClick={() => onStatus('ready')} aria-label={`Prête\u00a0: ${name}`}>
                Prête
              </Button>
            )}
            {open && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy}
                  onClick={() => onStatus('collected')}
                  aria-label={`Retirée\u00a0: ${name}`}
                >
                  Retirée
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  disabled={busy}
                  onClick={onCancel}
                  aria-label={`Annuler la commande de ${name}`}
                >
                  Annuler
                </Button>
              </>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
