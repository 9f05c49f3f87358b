import {
  emptyOrderForm,
  momentIn,
  notEnoughLeftMessage,
  orderFormSchema,
  type CampaignStock,
  type OrderFormInput,
  type OrderRules,
} from '@comptoir/core';
import { useRef } from 'react';
import { useLeadForm } from '@/components/site/use-lead-form';
import type { OpenCampaign } from '@/hooks/use-campaign';
import { useServices } from '@/lib/services-context';
import { leftOf, type ItemOffer } from './campaign-offers';

export const ORDER_TOASTS = {
  noSite: 'Impossible d’identifier la boutique.',
  failure: 'Une erreur est survenue lors de l’envoi de votre commande. Veuillez réessayer.',
  inForm: true,
};

export interface OrderFormOptions {
  campaign: OpenCampaign;
  offers: readonly ItemOffer[];
  periods: OrderRules['periods'];
  /** The live stock: a quantity beyond what is left for the chosen day is refused before sending. */
  stock: CampaignStock | null | undefined;
  /** Placed and nothing to pay online (a payment page is gone to instead). */
  onConfirmed: (orderId: string) => void;
}

/**
 * The campaign's order form, sent to the `placeOrder` function, which checks everything again and
 * takes the places; an order paid online goes on to the payment page it answers with.
 */
export function useOrderForm({ campaign, offers, periods, stock, onConfirmed }: OrderFormOptions) {
  const { auth, functions } = useServices();
  const placed = useRef<{ orderId: string; checkoutUrl: string | null } | null>(null);
  const lead = useLeadForm({
    schema: () =>
      orderFormSchema({ campaign, periods, today: momentIn(new Date()).date }).superRefine((values, ctx) => {
        for (const offer of offers) {
          const quantity = Number(values.quantities[offer.item.id] ?? '') || 0;
          const left = leftOf(offer.item, stock, values.pickupDate);
          if (values.pickupDate === '' || quantity <= left) continue;
          const name = offer.variantName ? `${offer.productName}, ${offer.variantName}` : offer.productName;
          ctx.addIssue({
            code: 'custom',
            path: ['quantities', offer.item.id],
            message: notEnoughLeftMessage(name, left, values.pickupDate),
          });
        }
      }),
    defaultValues: emptyOrderForm(campaign) as OrderFormInput,
    send: async (siteId, form) => {
      await auth.ensureVisitor();
      placed.current = await functions.call('placeOrder', { siteId, campaignId: campaign.id, form });
    },
    toasts: ORDER_TOASTS,
    onSent: () => {
      const result = placed.current;
      if (!result) return;
      if (result.checkoutUrl) window.location.assign(result.checkoutUrl);
      else onConfirmed(result.orderId);
    },
  });
  return lead;
}
