import { planIncludes, type PlanFeature } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';

/** Whether the visited site's plan includes `feature` (no site, as on the landing page: nothing is withheld). */
export function usePlanIncludes(feature: PlanFeature): boolean {
  const { site } = useSite();
  return !site || planIncludes(site.plan, feature);
}
