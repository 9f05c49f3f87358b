import { planIncludes, type PlanFeature } from '@comptoir/core';
import { useCurrentSite } from './current-site-context';

/** Whether a screen's feature is open on the current site: none needed, no site yet, or its plan includes it. */
export type PlanAllows = (feature: PlanFeature | undefined) => boolean;

/** The current site's plan, as a test of the features it includes (without a site nothing is withheld). */
export function usePlanAllows(): PlanAllows {
  const { site } = useCurrentSite();
  return (feature) => !feature || !site || planIncludes(site.plan, feature);
}
