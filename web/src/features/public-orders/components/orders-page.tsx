import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { formatFrenchDate } from '@comptoir/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SITE_NAME } from '@/components/layout/merchant-layout';
import { PageLoader } from '@/components/layout/page-loader';
import { SmartLink } from '@/components/layout/smart-link';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/site/page-header';
import { useSite } from '@/components/site/site-context';
import { useCampaignStock, useOpenCampaign } from '@/hooks/use-campaign';
import { useToday } from '@/hooks/use-now';
import { usePageMeta } from '@/hooks/use-page-meta';
import { usePublishedCatalogue, usePublishedSite } from '@/hooks/use-published';
import { campaignOffers, offeredDays } from '../api/campaign-offers';
import { OUTCOME_TITLES, OrderOutcome, type OrderOutcomeKind } from './order-outcome';
import { OrderForm } from './order-form';

const TITLE_ID = 'order-form-title';

/** What the payment page's return address says (`paiement=ok|annule`, with `commande=`), if anything. */
function returnedOutcome(params: URLSearchParams): OrderOutcomeKind | null {
  if (!params.get('commande')) return null;
  const result = params.get('paiement');
  return result === 'ok' ? 'paid' : result === 'annule' ? 'cancelled' : null;
}

/** No campaign takes orders today: said plainly, with the way back. */
function NoCampaign() {
  const { path } = useSite();
  return (
    <>
      <PageHeader eyebrow="Commandes" title="Pas de commandes en cours" />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6" align="center" textAlign="center">
          <Text fontSize="lg" color="fg.muted">
            La boutique ne prend pas de commandes en ligne en ce moment. Revenez bientôt ou passez nous voir.
          </Text>
          <Button asChild variant="outline" borderRadius="full">
            <SmartLink href={path(paths.merchant.home)}>Retour à l’accueil</SmartLink>
          </Button>
        </Stack>
      </Container>
    </>
  );
}

/**
 * /merchant/commandes: the open campaign's order form (« Pas de commandes en cours » while none is open), and where the
 * payment page sends the visitor back to.
 */
export function OrdersPage() {
  const { site } = useSite();
  const [params] = useSearchParams();
  const today = useToday();
  const { status, campaign } = useOpenCampaign();
  const published = usePublishedSite();
  const catalogue = usePublishedCatalogue();
  const stock = useCampaignStock(campaign?.id ?? null);
  const [confirmed, setConfirmed] = useState(false);
  const returned = returnedOutcome(params);
  const outcome: OrderOutcomeKind | null = returned ?? (confirmed ? 'confirmed' : null);
  const title = campaign?.title ?? 'Commandes';
  const closes = campaign ? formatFrenchDate(campaign.closesOn, { year: undefined, weekday: undefined }) : '';
  usePageMeta(
    outcome ? OUTCOME_TITLES[outcome] : title,
    campaign ? `${campaign.intro || title} Commandez avant le ${closes}.` : undefined,
    site?.name || DEFAULT_SITE_NAME,
  );
  if (outcome) return <OrderOutcome kind={outcome} eyebrow={title} />;
  if (status === 'loading' || catalogue.status === 'loading')
    return <PageLoader text="Chargement des commandes…" fullScreen={false} />;
  if (!campaign) return <NoCampaign />;
  const offers = campaignOffers(campaign, catalogue.data?.products ?? []);
  const periods = published.data?.specialPeriods ?? [];
  const days = offeredDays(campaign, periods, today);
  return (
    <>
      <PageHeader eyebrow={`Commandez avant le ${closes}`} title={campaign.title} lead={campaign.intro} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="6">
          <h2 id={TITLE_ID} hidden>
            {`Commander\u00a0: ${campaign.title}`}
          </h2>
          <OrderForm
            campaign={campaign}
            offers={offers}
            days={days}
            periods={periods}
            stock={stock.status === 'success' ? stock.data : stock.status === 'error' ? null : undefined}
            titleId={TITLE_ID}
            onConfirmed={() => {
              setConfirmed(true);
              window.scrollTo({ top: 0 });
            }}
          />
        </Stack>
      </Container>
    </>
  );
}
