import { Alert, Link } from '@chakra-ui/react';
import { legalDetailsRef, missingLegalDetails } from '@comptoir/core';
import { Link as RouterLink } from 'react-router';
import { screenPaths } from '@/config/admin-screens';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';

/** « Mentions légales incomplètes », with what is missing, until the legal notice has everything. */
export function LegalDetailsNotice({ siteId }: { siteId: string }) {
  const legal = useAdminDoc(legalDetailsRef(siteId));
  if (legal.status !== 'success') return null;
  const missing = missingLegalDetails(legal.data);
  if (missing.length === 0) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Mentions légales incomplètes</Alert.Title>
        <Alert.Description>
          {`Tout site professionnel doit dire qui le publie. Il manque\u00a0: ${missing.join(', ')}. Complétez-les dans `}
          <Link asChild variant="underline">
            <RouterLink to={`${screenPaths.settings}#mentions-legales`}>Paramètres du site</RouterLink>
          </Link>
          .
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
