import type { Campaign } from '../model/orders';
import { UNPAID_HOLD_MINUTES } from '../model/orders';
import { formatFrenchDate } from './calendar';
import type { LegalSection } from './legal-document';

/** What the confirmation, the order page and the legal pages say the deposit is. */
export const DEPOSIT_LEGAL_TEXT = {
  arrhes:
    'Les sommes versées sont des arrhes\u00a0: si vous annulez votre commande, elles restent acquises à la boutique\u00a0; si la boutique annule, elle vous rembourse le double.',
  acompte:
    'Les sommes versées sont un acompte\u00a0: la commande est ferme, le solde est dû au retrait et ni la boutique ni vous ne pouvez vous dédire.',
} as const;

/** Perishable food: no 14-day right of withdrawal (Code de la consommation, L221-28). */
export const NO_WITHDRAWAL_TEXT =
  'Les denrées périssables commandées ne bénéficient pas du droit de rétractation de 14\u00a0jours.';

type TermsCampaign = Pick<
  Campaign,
  'title' | 'closesOn' | 'onlinePayment' | 'depositKind' | 'depositPercent' | 'depositLegal' | 'holdCard'
>;

function paymentText(campaign: TermsCampaign): string {
  if (campaign.onlinePayment === 'none') return 'La commande se règle en boutique, au retrait.';
  const share =
    campaign.onlinePayment === 'full'
      ? 'la totalité de la commande'
      : campaign.depositKind === 'percent'
        ? `${campaign.depositPercent}\u00a0% du montant de la commande`
        : 'le montant indiqué pour chaque produit';
  return `À la commande, vous réglez en ligne ${share}, par carte, sur la page de paiement sécurisée de Stripe, le prestataire de paiement de la boutique. La commande est confirmée dès la réception du paiement, par email\u00a0; sans paiement sous ${UNPAID_HOLD_MINUTES}\u00a0minutes, elle est annulée.`;
}

/**
 * The generated terms of a shop's online orders, shown with its own conditions while a campaign is
 * open: how it is paid, what the deposit is (arrhes or acompte), and the withdrawal exception.
 */
export function orderTermsSections(campaigns: readonly TermsCampaign[]): LegalSection[] {
  return campaigns.map((campaign) => ({
    heading: `Commandes en ligne\u00a0: ${campaign.title}`,
    blocks: [
      {
        kind: 'text',
        text: `Les commandes sont ouvertes jusqu’au ${formatFrenchDate(campaign.closesOn)} inclus, dans la limite de ce que la boutique peut préparer chaque jour de retrait. Les prix sont indiqués en euros, toutes taxes comprises.`,
      },
      { kind: 'text', text: paymentText(campaign) },
      ...(campaign.onlinePayment === 'deposit'
        ? [
            {
              kind: 'text' as const,
              text: `${DEPOSIT_LEGAL_TEXT[campaign.depositLegal]} Le solde se règle au retrait.`,
            },
          ]
        : []),
      ...(campaign.onlinePayment !== 'none' && campaign.holdCard
        ? [
            {
              kind: 'text' as const,
              text: 'Pour un retrait dans les 6\u00a0jours, le montant peut être réservé sur votre carte et n’être débité qu’au retrait.',
            },
          ]
        : []),
      { kind: 'text', text: NO_WITHDRAWAL_TEXT },
    ],
  }));
}
