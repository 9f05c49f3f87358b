import type { Campaign } from '../model/orders';
import { UNPAID_HOLD_MINUTES } from '../model/orders';
import { DEPOSIT_LEGAL_TEXT, NO_WITHDRAWAL_TEXT } from './campaigns';
import { formatFrenchDate } from './calendar';
import type { LegalSection } from './legal-document';

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
