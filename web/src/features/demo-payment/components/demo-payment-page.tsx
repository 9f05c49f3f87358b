import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '@comptoir/core';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredCard } from '@/components/layout/centered-card';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useServices } from '@/lib/services-context';

export const DEMO_PAYMENT_TITLE = 'Paiement de démonstration — aucun argent n’est débité';

/** Where Stripe's success and cancel addresses lead too (core's place-order): the campaign page's outcome. */
export const orderReturnPath = (siteId: string, orderId: string, paid: boolean) =>
  `${paths.merchant.orders}?${new URLSearchParams({ site: siteId, commande: orderId, paiement: paid ? 'ok' : 'annule' }).toString()}`;

/**
 * The sandbox's checkout (core's DEMO_PAYMENT_PATH, `?site=&commande=&session=`): pays or abandons
 * the order through `payDemoCheckout`, then goes back to the campaign page as Stripe would.
 */
export function DemoPaymentPage() {
  usePageMeta(DEMO_PAYMENT_TITLE);
  const { functions } = useServices();
  const [query] = useSearchParams();
  const siteId = query.get('site') ?? '';
  const orderId = query.get('commande') ?? '';
  const checkoutId = query.get('session') ?? '';
  const cents = Number(query.get('montant'));
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = siteId !== '' && orderId !== '' && checkoutId !== '';

  const answer = async (pay: boolean) => {
    setPending(pay ? 'pay' : 'cancel');
    setFailure(null);
    try {
      await functions.call('payDemoCheckout', { siteId, orderId, checkoutId, pay });
      window.location.assign(orderReturnPath(siteId, orderId, pay));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setPending(null);
    }
  };

  return (
    <CenteredCard icon={<CreditCard />} title={DEMO_PAYMENT_TITLE}>
      <Stack gap="5">
        <Text>
          Cette page remplace le paiement par carte du site de démonstration. Aucune carte n’est demandée et aucun
          argent n’est débité.
        </Text>
        {Number.isInteger(cents) && cents > 0 && (
          <Text fontSize="lg">
            À payer en ligne{'\u00a0'}: <Text as="strong">{formatCents(cents)}</Text>
          </Text>
        )}
        {!complete && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Lien de paiement incomplet</Alert.Title>
              <Alert.Description>
                Revenez à la page des commandes de la boutique pour commander à nouveau.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Paiement impossible</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            disabled={!complete || pending !== null}
            loading={pending === 'pay'}
            onClick={() => void answer(true)}
          >
            Payer (démonstration)
          </Button>
          <Button
            variant="outline"
            disabled={!complete || pending !== null}
            loading={pending === 'cancel'}
            onClick={() => void answer(false)}
          >
            Annuler et revenir à la boutique
          </Button>
        </HStack>
      </Stack>
    </CenteredCard>
  );
}
