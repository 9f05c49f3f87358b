import { Table } from '@chakra-ui/react';
import { formatCents } from '@comptoir/core';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { useSiteOrders } from '../api/use-orders';
import { campaignTakings } from '../lib/campaign-takings';

/** « Commandes de fêtes »: each campaign's orders, total and what was paid online (nothing when there is none). */
export function CampaignTakingsTable({ siteId }: { siteId: string }) {
  const orders = useSiteOrders(siteId);
  const rows = campaignTakings(orders.data ?? []);
  if (rows.length === 0) return null;
  return (
    <AdminSection title="Commandes de fêtes">
      <Table.ScrollArea>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Campagne</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Commandes</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Payé en ligne</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.title}>
                <Table.Cell>{row.title}</Table.Cell>
                <Table.Cell textAlign="end">{row.count}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(row.totalCents)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(row.paidOnlineCents)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </AdminSection>
  );
}
