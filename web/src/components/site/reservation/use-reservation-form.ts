import {
  EMPTY_RESERVATION_FORM,
  ReservationUnavailableError,
  reservationFormSchema,
  submitReservation,
  type PickupRules,
  type ProductVariant,
} from '@comptoir/core';
import { useLeadForm } from '@/components/site/use-lead-form';
import { useServices } from '@/lib/services-context';

export const RESERVATION_TOASTS = {
  noSite: 'Impossible d’identifier la boutique.',
  failure: 'Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.',
};

export interface ReservationFormOptions {
  productId: string;
  variant: ProductVariant;
  /** The rules at a moment: the day and slot are checked against the hours at the time of sending. */
  rulesAt: (now: Date) => PickupRules;
  onSent: () => void;
}

export function useReservationForm({ productId, variant, rulesAt, onSent }: ReservationFormOptions) {
  const { db, auth } = useServices();
  return useLeadForm({
    schema: () => reservationFormSchema(rulesAt(new Date())),
    defaultValues: EMPTY_RESERVATION_FORM,
    send: async (siteId, form) => {
      if (!variant.inStock) throw new ReservationUnavailableError();
      const { uid } = await auth.ensureVisitor();
      return submitReservation(db, uid, siteId, { productId, variantId: variant.id, form });
    },
    toasts: RESERVATION_TOASTS,
    onSent,
  });
}
