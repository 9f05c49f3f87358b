import { Box, Button, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { formatFrenchDate, momentIn } from '@comptoir/core';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormField } from '@/components/site/form-field';
import { LoadError } from '@/components/site/load-error';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { RequireSite } from '@/components/admin/session/require-site';
import { screenPaths } from '@/config/admin-screens';
import { CSV_TYPE, downloadFile } from '@/lib/download-file';
import { useCampaignOrders, useCampaigns } from '../api/use-orders';
import { useMarkOrderViewed } from '../api/mark-order-viewed';
import { useSetOrderStatus } from '../api/set-order-status';
import { bySlot, customerName, defaultDay, ordersCsv, toPrepare, type OrderItem } from '../lib/kitchen';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';

/**
 * Printed, the sheet alone on A4: whatever neither holds it nor sits in it (the back office around
 * it) is left out, and so are its buttons.
 */
const PRINT_SHEET = `@media print {
  @page { size: A4; margin: 12mm; }
  body :not(:has([data-kitchen-sheet])):not([data-kitchen-sheet]):not([data-kitchen-sheet] *) { display: none !important; }
  [data-kitchen-sheet] { color: black; background: white; }
  [data-kitchen-sheet] [data-no-print] { display: none !important; }
}`;

const dayLabel = (date: string) => formatFrenchDate(date, { weekday: 'long', year: undefined });

function KitchenSheet({ siteId }: { siteId: string }) {
  const campaigns = useCampaigns(siteId);
  const [chosenCampaign, setCampaign] = useState<string | null>(null);
  const [chosenDay, setDay] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<OrderItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const status = useSetOrderStatus(siteId);
  const viewed = useMarkOrderViewed(siteId);
  const list = campaigns.data ?? [];
  const campaign = list.find((item) => item.id === chosenCampaign) ?? list[0] ?? null;
  const orders = useCampaignOrders(siteId, campaign?.id ?? null);
  if (campaigns.status === 'error' || orders.status === 'error')
    return <LoadError title="Impossible de charger les commandes" />;
  if (campaigns.status === 'loading') return <Text>Chargement…</Text>;
  if (!campaign)
    return (
      <Text>
        Aucune campagne pour l’instant. <RouterLink to={screenPaths.campaigns}>Créer des commandes de fêtes</RouterLink>
      </Text>
    );
  const dates = campaign.days.map((day) => day.date).sort();
  const today = momentIn(new Date()).date;
  const date = chosenDay && dates.includes(chosenDay) ? chosenDay : defaultDay(dates, today);
  const all = orders.data ?? [];
  const prep = date ? toPrepare(all, date) : [];
  const slots = date ? bySlot(all, date) : [];

  const move = async (order: OrderItem, next: 'ready' | 'collected' | 'cancelled', reason = '') => {
    setBusy(order.id);
    const { ok } = await status.run({ orderId: order.id, status: next, reason });
    setBusy(null);
    if (ok) setCancelling(null);
  };

  return (
    <Stack gap="5">
      <style>{PRINT_SHEET}</style>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" data-no-print="">
        {list.length > 1 && (
          <FormField label="Campagne">
            <NativeSelect.Root>
              <NativeSelect.Field value={campaign.id} onChange={(event) => setCampaign(event.currentTarget.value)}>
                {list.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label="Jour de retrait">
          <NativeSelect.Root>
            <NativeSelect.Field value={date ?? ''} onChange={(event) => setDay(event.currentTarget.value)}>
              {dates.map((day) => (
                <option key={day} value={day}>
                  {dayLabel(day)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
      <HStack gap="2" wrap="wrap" data-no-print="">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Imprimer
        </Button>
        <Button
          variant="outline"
          disabled={!date}
          onClick={() => date && downloadFile(`commandes-${date}.csv`, ordersCsv(all, date), CSV_TYPE)}
        >
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </HStack>
      {date && (
        <Box data-kitchen-sheet="">
          <Stack gap="5">
            <Heading as="h2" size="lg">
              {`${campaign.title} — ${dayLabel(date)}`}
            </Heading>
            <Stack gap="2" as="section" aria-labelledby="a-preparer">
              <Heading as="h3" size="md" id="a-preparer">
                À préparer
              </Heading>
              {prep.length === 0 ? (
                <Text>Rien à préparer pour ce jour.</Text>
              ) : (
                <Table.Root size="sm" variant="outline" aria-labelledby="a-preparer">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Produit</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Quantité</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {prep.map((line) => (
                      <Table.Row key={line.label}>
                        <Table.Cell>{line.label}</Table.Cell>
                        <Table.Cell textAlign="end" fontWeight="semibold">
                          {line.quantity}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Stack>
            <Stack gap="4" as="section" aria-labelledby="par-creneau">
              <Heading as="h3" size="md" id="par-creneau">
                Commandes par créneau
              </Heading>
              {slots.length === 0 && <Text>Aucune commande pour ce jour.</Text>}
              {slots.map(([slot, items]) => (
                <Stack key={slot} gap="2">
                  <Heading as="h4" size="sm">
                    {slot}
                  </Heading>
                  <Stack as="ul" listStyleType="none" gap="2" aria-label={`Commandes de ${slot}`}>
                    {items.map((order) => (
                      <OrderCard
                        key={order.id}
                        order={order}
                        busy={busy === order.id}
                        onStatus={(next) => void move(order, next)}
                        onCancel={() => setCancelling(order)}
                        onViewed={() => void viewed.run(order.id)}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </Stack>
        </Box>
      )}
      <CancelOrderDialog
        key={cancelling?.id ?? 'none'}
        customer={cancelling ? customerName(cancelling) : null}
        busy={cancelling !== null && busy === cancelling.id}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => cancelling && void move(cancelling, 'cancelled', reason)}
      />
    </Stack>
  );
}

/** /admin/content/orders: the kitchen sheet of each pick-up day, live, to print or export. */
export function OrdersPage() {
  return (
    <AdminPage title="Commandes" description="Ce qu’il faut préparer chaque jour de retrait, et qui vient quand.">
      <RequireSite>{({ siteId }) => <KitchenSheet key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
