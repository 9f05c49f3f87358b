import { DEFAULT_PLAN, planIdSchema, type PlanId } from '@comptoir/core';
import { screenPaths } from '@/config/admin-screens';

/** What « Créer son site » hands the « Sites » screen: its « Nouveau site » dialog open on this name and plan. */
export interface NewSiteRequest {
  name: string;
  plan: PlanId;
}

const OPEN = 'nouveau';
const NAME = 'nom';
const PLAN = 'formule';

/** '/admin/sites?nouveau=1&nom=Fromagerie+Dupont&formule=pro'. */
export function newSiteAddress({ name, plan }: NewSiteRequest): string {
  return `${screenPaths.sites}?${new URLSearchParams({ [OPEN]: '1', [NAME]: name, [PLAN]: plan }).toString()}`;
}

/** The request in the address, if any; a plan the address garbles is the default one. */
export function readNewSiteRequest(params: URLSearchParams): NewSiteRequest | null {
  if (!params.has(OPEN)) return null;
  const plan = planIdSchema.safeParse(params.get(PLAN));
  return { name: params.get(NAME) ?? '', plan: plan.success ? plan.data : DEFAULT_PLAN };
}
