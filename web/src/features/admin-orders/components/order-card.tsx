import {
  Badge,
  Button,
  Card,
  createSlotRecipeContext,
  Link,
  type CardBodyProps,
  type HTMLChakraProps,
} from '@chakra-ui/react';
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

// Styled by the back office's slot recipe (components/admin/ui/recipes/orders.ts), each part by its slot.
const card = createSlotRecipeContext({ key: 'adminOrderCard' });
const CardParts = card.withRootProvider<CardBodyProps>(Card.Body);
const Header = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'header');
const Title = card.withContext<HTMLHeadingElement, HTMLChakraProps<'h3'>>('h3', 'title');
const Badges = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'badges');
const Detail = card.withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'detail');
const Muted = card.withContext<HTMLParagraphElement, HTMLChakraProps<'p'>>('p', 'muted');
const Actions = card.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'actions');

/** One order on the kitchen sheet: who, what, how much is left to pay, and its next step. */
export function OrderCard({ order, busy, onStatus, onCancel, onViewed }: OrderCardProps) {
  const name = customerName(order);
  const open = order.status === 'confirmed' || order.status === 'ready';
  return (
    <Card.Root as="li" size="sm" variant="outline" breakInside="avoid">
      <CardParts gap="1">
        <Header>
          <Title>{name}</Title>
          <Badges>
            {!order.isViewed && (
              <Badge colorPalette="red" data-no-print="">
                Nouvelle
              </Badge>
            )}
            <Badge colorPalette={STATUS_PALETTE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          </Badges>
        </Header>
        <Link href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`} width="fit-content">
          {order.customerPhone}
        </Link>
        <Detail>{linesText(order)}</Detail>
        <Detail>
          Total {formatCents(order.totalCents)} — {paymentText(order)}
        </Detail>
        {order.note && <Muted>{`Note du client\u00a0: ${order.note}`}</Muted>}
        {order.status === 'cancelled' && order.statusReason && <Muted>{`Motif\u00a0: ${order.statusReason}`}</Muted>}
        {(open || !order.isViewed) && (
          <Actions data-no-print="">
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
          </Actions>
        )}
      </CardParts>
    </Card.Root>
  );
}
