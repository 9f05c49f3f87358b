import { FunctionError } from '../port/functions-port';
import type { DataPort, Doc } from '../port/data-port';
import { refs } from '../model/refs';
import { getDoc, type Entity } from '../model/repo';
import { planIdSchema, planIncludes, type PlanFeature } from '../model/plans';
import type { siteSchema } from '../model/site';
import { requireCaller, type Caller } from './caller';

/** The site, when the caller may manage it: its owner or an administrator. */
export async function requireSiteManager(
  db: DataPort,
  caller: Caller | null,
  siteId: string,
): Promise<{ caller: Caller; site: Entity<typeof siteSchema> }> {
  const signedIn = requireCaller(caller);
  const site = await getDoc(db, refs.site(siteId));
  if (!site) throw new FunctionError('not-found', 'Site introuvable.');
  if (signedIn.role !== 'admin' && site.ownerId !== signedIn.uid) {
    throw new FunctionError('permission-denied', 'Vous n’avez pas accès à ce site.');
  }
  return { caller: signedIn, site };
}

/** What a visitor is told when the shop was taken offline (its pages say the same). */
export const SHOP_OFFLINE_MESSAGE = 'Cette boutique n’est pas disponible pour le moment.';
/** What its manager is told: nothing is mailed in a deactivated site's name. */
export const SITE_OFFLINE_EMAIL_MESSAGE =
  'Ce site est désactivé\u00a0: aucun email n’est envoyé en son nom tant qu’il n’est pas réactivé.';

/** An administrator took the site offline (`active: false`): nothing of it is served, accepted or mailed. */
export const isOffline = (site: Pick<Doc, 'data'> | null | undefined): boolean => site?.data.active === false;

/** What a visitor is told of a service the shop's plan does not include (its page is not shown either). */
export const NOT_IN_PLAN_MESSAGE = 'Ce service n’est pas proposé par cette boutique.';

/** Refuses what the site's plan does not include (a site with no plan recorded is on the first one). */
export function requirePlan(site: Pick<Doc, 'data'>, feature: PlanFeature): void {
  const plan = planIdSchema.safeParse(site.data.plan);
  if (!planIncludes(plan.success ? plan.data : undefined, feature)) {
    throw new FunctionError('failed-precondition', NOT_IN_PLAN_MESSAGE);
  }
}

/** Refuses a manager's email in the name of a deactivated site. */
export function requireOnline(site: { active: boolean }): void {
  if (!site.active) throw new FunctionError('failed-precondition', SITE_OFFLINE_EMAIL_MESSAGE);
}
