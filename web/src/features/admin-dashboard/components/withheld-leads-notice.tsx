import { LIMITS_PER_HOUR, emailQuotaRef } from '@comptoir/core';
import { Alert, Link } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { usePlanAllows } from '@/components/admin/session/use-plan-allows';
import { ADMIN_SCREENS, screenPaths, type AdminScreen } from '@/config/admin-screens';

const DAY_MS = 24 * 60 * 60 * 1000;

const INBOXES = (['reservations', 'quotes', 'messages'] as const).map((name) => {
  const { label, feature }: AdminScreen = ADMIN_SCREENS[name];
  return { to: screenPaths[name], label, feature };
});

/** ', ' between the inboxes, ' et ' before the last. */
const separator = (index: number, count: number) => (index === 0 ? '' : index === count - 1 ? ' et ' : ', ');

/**
 * When leads arrived faster than the hourly email cap in the last day: some were not emailed, and
 * the owner is told where they are (they are all kept), among the inboxes of the site's plan.
 */
export function WithheldLeadsNotice({ siteId }: { siteId: string }) {
  const quota = useAdminDoc(emailQuotaRef(siteId));
  const [shownAt] = useState(() => Date.now());
  const allows = usePlanAllows();
  const inboxes = INBOXES.filter(({ feature }) => allows(feature));
  const last = quota.data?.lastWithheldAt;
  if (!last || shownAt - last.getTime() > DAY_MS) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Des demandes n’ont pas été envoyées par email</Alert.Title>
        <Alert.Description>
          {`Plus de ${LIMITS_PER_HOUR.leadEmails}\u00a0demandes sont arrivées en une heure\u00a0: au-delà, elles sont enregistrées sans email, pour protéger votre boîte de réception. Aucune n’est perdue\u00a0: retrouvez-les dans `}
          {inboxes.map(({ to, label }, index) => (
            <Fragment key={to}>
              {separator(index, inboxes.length)}
              <Link asChild variant="underline">
                <RouterLink to={to}>{label}</RouterLink>
              </Link>
            </Fragment>
          ))}
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
