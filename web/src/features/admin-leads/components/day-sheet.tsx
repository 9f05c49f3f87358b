import { Box, Button, Heading, Portal, Table, Text } from '@chakra-ui/react';
import { formatFrenchDate, quantityText, withQuantitiesTogether } from '@comptoir/core';
import { Printer } from 'lucide-react';
import { RESERVATION_STATUS_LABELS } from '@/components/admin/leads/reservation-status';
import { useTodaysPickups } from '@/components/admin/leads/use-todays-pickups';
import { customerName } from './reservation-view';

/** While printing, only the sheet: the back office around it is hidden. */
const PRINT_ONLY_SHEET = '@media print { body > :not([data-day-sheet]) { display: none !important; } }';

export interface DaySheetProps {
  siteId: string;
  siteName: string;
}

/** Today's pick-ups (Paris), hour by hour, to print and tick off at the counter. */
export function DaySheet({ siteId, siteName }: DaySheetProps) {
  const { date, pickups: day } = useTodaysPickups(siteId);
  const title = `Retraits du ${formatFrenchDate(date, { weekday: 'long' })}`;
  return (
    <>
      <Button variant="outline" alignSelf="flex-start" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Imprimer la feuille du jour
      </Button>
      <Portal>
        <style>{PRINT_ONLY_SHEET}</style>
        <Box data-day-sheet="" display="none" _print={{ display: 'block' }} p="4" color="black" bg="white">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Text mb="4">
            {siteName} — {day.length === 0 ? 'aucun retrait prévu' : quantityText(day.length, 'retrait', 'retraits')}
          </Text>
          {day.length > 0 && (
            <Table.Root size="sm" variant="outline">
              <Table.Header>
                <Table.Row>
                  {['Heure', 'Client', 'Téléphone', 'Article', 'Qté', 'Prix', 'Statut', 'Note', 'Retiré'].map(
                    (header) => (
                      <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                    ),
                  )}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {day.map((reservation) => (
                  <Table.Row key={reservation.id}>
                    <Table.Cell>{reservation.pickupTime}</Table.Cell>
                    <Table.Cell>{customerName(reservation)}</Table.Cell>
                    <Table.Cell>{reservation.customerPhone}</Table.Cell>
                    <Table.Cell>
                      {withQuantitiesTogether(`${reservation.productName} — ${reservation.variantName}`)}
                    </Table.Cell>
                    <Table.Cell>{reservation.quantity}</Table.Cell>
                    <Table.Cell>{reservation.priceLabel}</Table.Cell>
                    <Table.Cell>{RESERVATION_STATUS_LABELS[reservation.status]}</Table.Cell>
                    <Table.Cell>{[reservation.note, reservation.ownerNote].filter(Boolean).join(' · ')}</Table.Cell>
                    <Table.Cell aria-label="À cocher">☐</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Box>
      </Portal>
    </>
  );
}
