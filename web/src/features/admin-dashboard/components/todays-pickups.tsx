import { orderLineText } from '@comptoir/core';
import { Button, Card, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { leadAnchor } from '@/components/admin/leads/lead-anchor';
import { ReservationStatusBadge } from '@/components/admin/leads/reservation-status';
import { PageLoader } from '@/components/layout/page-loader';
import { LoadError } from '@/components/site/load-error';
import { screenPaths } from '@/config/admin-screens';
import { useTodaysPickups } from '@/components/admin/leads/use-todays-pickups';

/** Today's click-and-collect pick-ups, hour by hour, at the top of the dashboard. */
export function TodaysPickups({ siteId }: { siteId: string }) {
  const { status, pickups } = useTodaysPickups(siteId);
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            Retraits du jour
          </Heading>
          <Button asChild size="xs" variant="outline">
            <Link to={screenPaths.reservations}>Voir les réservations</Link>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {status === 'loading' && <PageLoader text="Chargement des réservations…" fullScreen={false} />}
        {status === 'error' && <LoadError title="Impossible de charger les réservations." />}
        {status === 'success' && pickups.length === 0 && (
          <Text color="fg.muted" py="4" textAlign="center">
            Aucun retrait prévu aujourd’hui
          </Text>
        )}
        {pickups.length > 0 && (
          <Stack as="ul" gap="0" listStyle="none" aria-label="Retraits du jour">
            {pickups.map((reservation) => (
              <Flex
                as="li"
                key={reservation.id}
                gap="3"
                py="2.5"
                align="center"
                wrap="wrap"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink={0}>
                  {reservation.pickupTime}
                </Text>
                <Stack gap="0" minW="0" flex="1 1 12rem">
                  <ChakraLink asChild fontWeight="medium" color="fg">
                    <Link to={`${screenPaths.reservations}#${leadAnchor(reservation.id)}`}>
                      {reservation.customerFirstName} {reservation.customerLastName}
                    </Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    {orderLineText(reservation.quantity, reservation.productName, reservation.variantName)}
                  </Text>
                </Stack>
                <ReservationStatusBadge status={reservation.status} />
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
