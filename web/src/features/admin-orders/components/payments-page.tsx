import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { CreditCard } from 'lucide-react';
import { LoadError } from '@/components/site/load-error';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { RequireSite } from '@/components/admin/session/require-site';
import { useConnectPayments } from '../api/connect-payments';
import { useSitePayments } from '../api/use-orders';

function PaymentsState({ siteId }: { siteId: string }) {
  // Live: back from Stripe at /admin/paiements?site=…, the state shows as soon as the server has it.
  const payments = useSitePayments(siteId);
  const connect = useConnectPayments(siteId);
  if (payments.status === 'error') return <LoadError title="Impossible de lire l’état des paiements" />;
  if (payments.status === 'loading') return <Text>Chargement…</Text>;
  const enabled = payments.data?.chargesEnabled ?? false;
  const started = Boolean(payments.data?.accountId);
  return (
    <AdminSection title="Compte Stripe">
      <Stack gap="4">
        <Alert.Root status={enabled ? 'success' : 'warning'} borderRadius="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {enabled
                ? 'Votre compte Stripe est connecté'
                : started
                  ? 'Connexion à Stripe à terminer'
                  : 'Aucun compte Stripe connecté'}
            </Alert.Title>
            <Alert.Description>
              {enabled
                ? 'Vos clients peuvent payer en ligne leurs commandes de fêtes (arrhes, acompte ou totalité).'
                : started
                  ? 'La connexion a commencé mais Stripe n’accepte pas encore de paiements\u00a0: reprenez-la pour terminer.'
                  : 'Sans compte connecté, vos commandes de fêtes se paient en boutique.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text color="fg.muted">
          {
            'L’argent des paiements va directement sur votre compte Stripe. Stripe prélève ses propres frais\u00a0; la commission éventuelle de la plateforme est fixée par l’administrateur de Comptoir.'
          }
        </Text>
        {!enabled && (
          <Button
            alignSelf="flex-start"
            loading={connect.pending}
            onClick={async () => {
              const outcome = await connect.run();
              if (outcome.ok) window.location.assign(outcome.result.url);
            }}
          >
            <CreditCard aria-hidden="true" />
            {started ? 'Reprendre la connexion Stripe' : 'Connecter mon compte Stripe'}
          </Button>
        )}
      </Stack>
    </AdminSection>
  );
}

/** /admin/paiements: whether the shop takes payments online, and the way to connect its Stripe account. */
export function PaymentsPage() {
  return (
    <AdminPage title="Paiements" description="Le paiement en ligne des commandes de fêtes.">
      <RequireSite>{({ siteId }) => <PaymentsState key={siteId} siteId={siteId} />}</RequireSite>
    </AdminPage>
  );
}
