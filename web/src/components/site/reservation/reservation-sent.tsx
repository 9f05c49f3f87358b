import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** Said once the request is stored: a request, which the shop still has to confirm. Takes the focus. */
export function ReservationSent() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert.Root ref={ref} tabIndex={-1} status="success" borderRadius="xl" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{'Demande envoyée, merci\u00a0!'}</Alert.Title>
        <Alert.Description>
          {
            'Ce n’est pas encore une confirmation\u00a0: la boutique vérifie votre demande et vous confirmera la réservation par email.'
          }
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
