import { planIncludes, type PlanFeature } from '@comptoir/core';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { PlanOfferPage } from './plan-offer-page';

export interface ScreenPlanGateProps {
  feature: PlanFeature;
  /** The screen's name in the sidebar, the offer's title. */
  label: string;
}

/**
 * A screen's route for a plan feature: the screen when the current site's plan includes it (or
 * without a site: the screen says to pick one), else the offer — the site's content stays as it is.
 */
export function ScreenPlanGate({ feature, label }: ScreenPlanGateProps) {
  const { status, site } = useCurrentSite();
  if (status === 'loading') return <PageLoader text="Chargement du site…" fullScreen={false} />;
  if (!site || planIncludes(site.plan, feature)) return <Outlet />;
  return <PlanOfferPage label={label} feature={feature} plan={site.plan} />;
}
