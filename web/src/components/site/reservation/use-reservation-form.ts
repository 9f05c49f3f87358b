import { EMPTY_RESERVATION_FORM, reservationFormSchema, type PickupRules, type ProductVariant } from '@comptoir/core';
import { useLeadForm } from '@/components/site/use-lead-form';
import { useServices } from '@/lib/services-context';

export const RESERVATION_TOASTS = {
  noSite: 'Impossible d’identifier la boutique.',
  failure: 'Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.',
  inForm: true,
};

export interface ReservationFormOptions {
  productId: string;
  variant: ProductVariant;
  /** The rules at a moment: the day and slot are checked against the hours at the time of sending. */
  rulesAt: (now: Date) => PickupRules;
  onSent: () => void;
}

/**
 * The product dialog's reservation form, sent to the `submitReservation` function: the server
 * stores the shop's product and price and checks the stock and the pick-up again.
 */
export function useReservationForm({ productId, variant, rulesAt, onSent }: ReservationFormOptions) {
  const { auth, functions } = useServices();
  return useLeadForm({
    schema: () => reservationFormSchema(rulesAt(new Date())),
    defaultValues: EMPTY_RESERVATION_FORM,
    send: async (siteId, form) => {
      await auth.ensureVisitor();
      return functions.call('submitReservation', { siteId, productId, variantId: variant.id, form });
    },
    toasts: RESERVATION_TOASTS,
    onSent,
  });
}
