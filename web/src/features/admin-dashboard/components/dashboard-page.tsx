import { dePrefix, planIncludes } from '@comptoir/core';
import { Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { CongesCard } from '@/components/admin/special-periods/conges-card';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { RequireSite, type ReadySite } from '@/components/admin/session/require-site';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { screenPaths } from '@/config/admin-screens';
import { useQuoteCounts } from '../api/use-quote-requests';
import { useSetupSteps } from '../hooks/use-setup-steps';
import { ArdoiseCard } from './ardoise-card';
import { LatestQuotes } from './latest-quotes';
import { LegalDetailsNotice } from './legal-details-notice';
import { SetupChecklist } from './setup-checklist';
import { TodaysPickups } from './todays-pickups';
import { QuoteCounters } from './quote-counters';
import { WithheldLeadsNotice } from './withheld-leads-notice';

/** The checklist reads its own documents: each answer redraws it alone, not the whole dashboard. */
function SiteSetup({ siteId, site }: ReadySite) {
  const steps = useSetupSteps(siteId, site);
  return steps && <SetupChecklist steps={steps} />;
}

/** The same for the counters. */
function SiteQuoteCounters({ siteId }: { siteId: string }) {
  return <QuoteCounters counts={useQuoteCounts(siteId)} />;
}

/** The inboxes' cards only for a plan that has their screens. */
function SiteDashboard({ siteId, site }: ReadySite) {
  const quotes = planIncludes(site.plan, 'services');
  return (
    <Stack gap="6">
      <Text fontSize="lg">
        Bienvenue sur le tableau de bord {dePrefix(site.name)}
        <strong>{site.name}</strong>.
      </Text>
      <WithheldLeadsNotice siteId={siteId} />
      <LegalDetailsNotice siteId={siteId} />
      <SiteSetup siteId={siteId} site={site} />
      <ArdoiseCard siteId={siteId} site={site} />
      {planIncludes(site.plan, 'products') && <TodaysPickups siteId={siteId} />}
      <CongesCard siteId={siteId} />
      {quotes && <SiteQuoteCounters siteId={siteId} />}
      {quotes && <LatestQuotes siteId={siteId} />}
    </Stack>
  );
}

/** /admin and /admin/dashboard; an administrator without a site picks one first. */
export function DashboardPage() {
  const { role } = useSignedInUser();
  const { status, siteId } = useCurrentSite();
  if (role === 'admin' && status === 'ready' && !siteId) return <Navigate to={screenPaths.sites} replace />;
  return (
    <AdminPage title="Tableau de bord">
      <RequireSite>{(ready) => <SiteDashboard {...ready} />}</RequireSite>
    </AdminPage>
  );
}
