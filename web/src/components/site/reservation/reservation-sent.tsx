import { Alert } from '@chakra-ui/react';
import { congesAnswerText } from '@comptoir/core';
import { useEffect, useRef } from 'react';
import { useRunningConges } from '@/hooks/use-running-conges';

/**
 * Said once the request is stored: a request, which the shop still has to confirm (when, if it is
 * away on holiday). Takes the focus.
 */
export function ReservationSent() {
  const ref = useRef<HTMLDivElement>(null);
  const away = useRunningConges();
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
          {away && ` ${congesAnswerText(away)}`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
