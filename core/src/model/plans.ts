import { z } from 'zod';

/** The platform's plans, cheapest first (each includes the ones before it), as the landing page names them. */
export const PLAN_IDS = ['essentiel', 'pro', 'expert'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.output<typeof planIdSchema>;
export const PLAN_LABELS: Record<PlanId, string> = { essentiel: 'Essentiel', pro: 'Pro', expert: 'Expert' };

/** A site with no plan recorded is on the first one. */
export const DEFAULT_PLAN: PlanId = 'essentiel';

/**
 * What a plan adds to the one before it, by the cheapest plan that includes it. Essentiel is the
 * home page, the contact and hours page, the ardoise and the legal pages.
 */
export const PLAN_FEATURES = {
  about: 'pro',
  /** The services page and its quote requests. */
  services: 'pro',
  /** The product gallery and the reservations of products. */
  products: 'pro',
  /** « Commandes de fêtes »: campaigns, their orders and online payments. */
  orders: 'pro',
  languages: 'expert',
} as const satisfies Record<string, PlanId>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether `plan` (a site's, absent: the default) includes `feature`. */
export const planIncludes = (plan: PlanId | undefined, feature: PlanFeature): boolean =>
  PLAN_IDS.indexOf(plan ?? DEFAULT_PLAN) >= PLAN_IDS.indexOf(PLAN_FEATURES[feature]);

/** What a screen or page outside the site's plan says, in French. */
export const planOffer = (feature: PlanFeature) =>
  `Cette page fait partie de la formule ${PLAN_LABELS[PLAN_FEATURES[feature]]}.`;
