import type { PlanFeature } from '@comptoir/core';
import { Outlet } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { usePlanIncludes } from '@/hooks/use-plan';

/** A shop page its site's plan does not include is not there: 404 (its content is kept for a later plan). */
export function PlanGate({ feature }: { feature: PlanFeature }) {
  return usePlanIncludes(feature) ? <Outlet /> : <NotFound />;
}
