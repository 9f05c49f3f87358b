import { LIMITS_PER_HOUR, emailQuotaRef } from '@comptoir/core';
import { Alert, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { screenPaths } from '@/config/admin-screens';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When leads arrived faster than the hourly email cap in the last day: some were not emailed, and
 * the owner is told where they are (they are all kept).
 */
export function WithheldLeadsNotice({ siteId }: { siteId: string }) {
  const quota = useAdminDoc(emailQuotaRef(siteId));
  const [shownAt] = useState(() => Date.now());
  const last = quota.data?.lastWithheldAt;
  if (!last || shownAt - last.getTime() > DAY_MS) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Des demandes n’ont pas été envoyées par email</Alert.Title>
        <Alert.Description>
          {`Plus de ${LIMITS_PER_HOUR.leadEmails}\u00a0demandes sont arrivées en une heure\u00a0: au-delà, elles sont enregistrées sans email, pour protéger votre boîte de réception. Aucune n’est perdue\u00a0: retrouvez-les dans `}
          <Link asChild variant="underline">
            <RouterLink to={screenPaths.reservations}>Réservations</RouterLink>
          </Link>
          {', '}
          <Link asChild variant="underline">
            <RouterLink to={screenPaths.quotes}>Demandes de devis</RouterLink>
          </Link>
          {' et '}
          <Link asChild variant="underline">
            <RouterLink to={screenPaths.messages}>Messages</RouterLink>
          </Link>
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
