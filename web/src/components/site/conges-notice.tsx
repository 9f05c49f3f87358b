import { Alert } from '@chakra-ui/react';
import { congesFormNotice } from '@comptoir/core';
import { useRunningConges } from '@/hooks/use-running-conges';

/** At the top of a visitor's form while the shop is away: when it will answer. */
export function CongesNotice() {
  const away = useRunningConges();
  if (!away) return null;
  return (
    <Alert.Root status="info" borderRadius="xl">
      <Alert.Indicator />
      <Alert.Description>{congesFormNotice(away)}</Alert.Description>
    </Alert.Root>
  );
}
