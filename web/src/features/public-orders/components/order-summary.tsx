import { Box, Stack, Text } from '@chakra-ui/react';
import {
  DEPOSIT_LEGAL_TEXT,
  NO_WITHDRAWAL_TEXT,
  formatCents,
  linesTotal,
  onlineCents,
  type OrderLine,
} from '@comptoir/core';
import type { OpenCampaign } from '@/hooks/use-campaign';

export interface OrderSummaryProps {
  campaign: OpenCampaign;
  lines: readonly Pick<OrderLine, 'itemId' | 'quantity' | 'unitCents'>[];
}

/** What the online part is called: « Arrhes », « Acompte », or the whole order. */
function onlineLabel(campaign: OpenCampaign): string {
  if (campaign.onlinePayment === 'full') return 'À régler maintenant';
  const kind = campaign.depositLegal === 'arrhes' ? 'Arrhes' : 'Acompte';
  const share = campaign.depositKind === 'percent' ? ` ${campaign.depositPercent}\u00a0% soit` : '';
  return `${kind} à régler en ligne\u00a0:${share}`;
}

/** The total, what is paid online now and what is left for the pick-up, with the legal texts. */
export function OrderSummary({ campaign, lines }: OrderSummaryProps) {
  const total = linesTotal(lines);
  const online = onlineCents(campaign, lines);
  const deposit = campaign.onlinePayment === 'deposit';
  return (
    <Box
      as="section"
      aria-labelledby="order-summary-title"
      bg="brand.subtle"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="3">
        <Text as="h2" id="order-summary-title" fontFamily="heading" fontSize="xl" fontWeight="semibold">
          Récapitulatif
        </Text>
        <Text fontSize="lg" data-testid="order-total">
          {`Total de la commande\u00a0: `}
          <Text as="strong">{formatCents(total)}</Text>
        </Text>
        {campaign.onlinePayment === 'none' ? (
          <Text>{`À régler au retrait\u00a0: ${formatCents(total)}`}</Text>
        ) : (
          <>
            <Text fontSize="lg" data-testid="order-online">
              {campaign.onlinePayment === 'full' ? `${onlineLabel(campaign)}\u00a0: ` : `${onlineLabel(campaign)} `}
              <Text as="strong">{formatCents(online)}</Text>
            </Text>
            <Text data-testid="order-rest">{`Reste à payer au retrait\u00a0: ${formatCents(total - online)}`}</Text>
          </>
        )}
        {deposit && (
          <Text fontSize="sm" color="fg.muted">
            {DEPOSIT_LEGAL_TEXT[campaign.depositLegal]}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {NO_WITHDRAWAL_TEXT}
        </Text>
      </Stack>
    </Box>
  );
}
