import { Button, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { SmartLink } from '@/components/layout/smart-link';
import { PageHeader } from '@/components/site/page-header';
import { useSite } from '@/components/site/site-context';
import { paths } from '@/config/paths';

export type OrderOutcomeKind = 'paid' | 'cancelled' | 'confirmed';

export const OUTCOME_TITLES: Record<OrderOutcomeKind, string> = {
  paid: 'Commande confirmée',
  confirmed: 'Merci, votre commande est enregistrée',
  cancelled: 'Paiement abandonné, vos places sont libérées',
};

const OUTCOME_TEXTS: Record<OrderOutcomeKind, string> = {
  paid: 'Votre paiement est reçu. La boutique prépare votre commande pour le jour et le créneau choisis\u00a0; le reste est à régler au retrait.',
  confirmed: 'La boutique prépare votre commande pour le jour et le créneau choisis\u00a0; vous la réglez au retrait.',
  cancelled: 'Aucun montant n’a été débité et les produits ne vous sont pas réservés. Vous pouvez commander à nouveau.',
};

/** After the order: the payment page's return (paid or cancelled), or an order with nothing paid online. */
export function OrderOutcome({ kind, eyebrow }: { kind: OrderOutcomeKind; eyebrow: string }) {
  const { path } = useSite();
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={OUTCOME_TITLES[kind]} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6" align="center" textAlign="center">
          <Text fontSize="lg" color="fg.muted">
            {OUTCOME_TEXTS[kind]}
          </Text>
          <HStack gap="3" wrap="wrap" justify="center">
            {kind === 'cancelled' && (
              <Button asChild colorPalette="brand" borderRadius="full">
                <SmartLink href={path(paths.merchant.orders)}>Commander à nouveau</SmartLink>
              </Button>
            )}
            <Button asChild variant="outline" borderRadius="full">
              <SmartLink href={path(paths.merchant.home)}>Retour à l’accueil</SmartLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </>
  );
}
