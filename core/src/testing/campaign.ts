import { serverTimestamp } from '../port/field-values';
import type { Data } from '../port/data-port';
import type { PlanId } from '../model/plans';

/** A shop with a Christmas campaign: two items (3 bûches and 10 foies gras a day), a 30 % deposit. */
export const CAMPAIGN_SITE = 'epicerie-du-marche';
export const CAMPAIGN_ID = 'noel';

export function campaignShop({
  onlinePayment = 'deposit' as 'none' | 'deposit' | 'full',
  chargesEnabled = true,
  closesOn = '2026-12-22',
  holdCard = false,
  plan = 'expert' as PlanId,
} = {}): Record<string, Data> {
  const site = `sites/${CAMPAIGN_SITE}`;
  return {
    [site]: {
      name: 'L’Épicerie du Marché',
      ownerId: 'owner-1',
      plan,
      active: true,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
    [`${site}/products/prod-buche`]: {
      name: 'Bûche pralinée',
      isActive: true,
      variants: [
        { id: 'var-6', name: '6 parts', price: 32, orderIndex: 0 },
        { id: 'var-8', name: '8 parts', price: 42, orderIndex: 1 },
      ],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
    [`${site}/products/prod-foie-gras`]: {
      name: 'Foie gras mi-cuit',
      isActive: true,
      price: 39,
      variants: [],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
    [`${site}/campaigns/${CAMPAIGN_ID}`]: {
      title: 'Commandes de Noël',
      intro: 'Bûches et foie gras à retirer en boutique.',
      isActive: true,
      closesOn,
      days: [
        { date: '2026-12-24', slots: ['09:00', '09:30', '10:00'] },
        { date: '2026-12-31', slots: ['09:00', '09:30'] },
      ],
      items: [
        { id: 'buche-6', productId: 'prod-buche', variantId: 'var-6', capacityPerDay: 3, depositAmount: 0 },
        { id: 'foie-gras', productId: 'prod-foie-gras', variantId: '', capacityPerDay: 10, depositAmount: 0 },
      ],
      onlinePayment,
      depositKind: 'percent',
      depositPercent: 30,
      depositLegal: 'arrhes',
      holdCard,
      orderIndex: 0,
    },
    [`${site}/private/payments`]: { accountId: 'acct_shop', chargesEnabled },
  };
}

/** What a visitor types to order `buches` bûches (and `foiesGras`) for the 24th at 09:30. */
export const orderRequest = (buches: number, foiesGras = 0, form: Record<string, string> = {}) => ({
  siteId: CAMPAIGN_SITE,
  campaignId: CAMPAIGN_ID,
  form: {
    quantities: { 'buche-6': String(buches), 'foie-gras': String(foiesGras) },
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    firstName: 'Louise',
    lastName: 'Bernard',
    phone: '06 12 34 56 78',
    email: 'louise@example.fr',
    note: '',
    ...form,
  },
});
