import { Box, Button, Flex, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { actionCount, AUDIENCE_PERIODS, audiencePeriod, formatNumber, type AudiencePeriodKey } from '@comptoir/core';
import { ChartNoAxesColumn, Download } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { AdminTabs } from '@/components/admin/ui/admin-tabs';
import { useCurrentSite } from '@/components/admin/session/current-site-context';
import { RequireSite } from '@/components/admin/session/require-site';
import { useSignedInUser } from '@/components/admin/session/use-session';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { LoadError } from '@/components/site/load-error';
import { useToday } from '@/hooks/use-now';
import { CSV_TYPE, downloadFile } from '@/lib/download-file';
import { useAudience } from '../api/use-audience';
import { audienceCsv } from '../lib/audience-csv';
import { changeText, shareText } from '../lib/audience-text';
import { AllSitesTable } from './all-sites-table';
import { AudienceBreakdown } from './audience-breakdown';
import { CampaignTakingsTable } from './campaign-takings-table';
import { PeriodSelect } from './period-select';
import { VisitsChart } from './visits-chart';

const LOAD_ERROR = 'Impossible de charger les statistiques';

const NO_VISIT = 'Aucune visite sur cette période.';

/** The period's breakdowns: which counts, and what their shares are of. */
const BREAKDOWNS = [
  {
    title: 'Ce que font vos visiteurs',
    counts: 'actions',
    of: 'entries',
    empty: 'Aucun appel, itinéraire ni demande sur cette période.',
  },
  { title: 'D’où viennent vos visiteurs', counts: 'sources', of: 'entries', empty: NO_VISIT },
  { title: 'Pages les plus vues', counts: 'pages', of: 'views', empty: 'Aucune page vue sur cette période.' },
  { title: 'Appareils', counts: 'devices', of: 'entries', empty: NO_VISIT },
] as const;

function Figure({ label, value, help }: { label: string; value: string; help: string | null }) {
  // The help stays out of the <dl> Chakra's Stat draws, which may hold its term and value only.
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} bg="bg">
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
      </Stat.Root>
      {help && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {help}
        </Text>
      )}
    </Box>
  );
}

function SiteStats({ siteId, periodKey }: { siteId: string; periodKey: AudiencePeriodKey }) {
  const today = useToday();
  const period = audiencePeriod(today, periodKey);
  const audience = useAudience(siteId, period);
  useErrorToast(audience.error, LOAD_ERROR);
  if (audience.status === 'loading') return <PageLoader text="Chargement des statistiques…" fullScreen={false} />;
  if (audience.status === 'error') return <LoadError title={LOAD_ERROR} />;
  const { current, previous, perBucket } = audience.data;
  if (current.views === 0 && previous.views === 0)
    return (
      <EmptyState
        title="Pas encore de visite"
        description="Les visites de votre site s’afficheront ici dès les premières pages vues. Elles sont comptées sans cookie ni donnée personnelle."
        icon={ChartNoAxesColumn}
      />
    );
  const versus = (now: number, before: number) => {
    const change = changeText(now, before);
    return change && `${change} par rapport aux ${AUDIENCE_PERIODS[periodKey].before}`;
  };
  const actions = actionCount(current);
  const exportCsv = () =>
    downloadFile(`statistiques-${siteId}-${periodKey}-${today}.csv`, audienceCsv(perBucket, period.unit), CSV_TYPE);
  return (
    <Stack gap="5">
      <Flex justify="flex-end">
        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <Figure
          label="Visites"
          value={formatNumber(current.entries)}
          help={versus(current.entries, previous.entries)}
        />
        <Figure label="Pages vues" value={formatNumber(current.views)} help={versus(current.views, previous.views)} />
        <Figure label="Actions" value={formatNumber(actions)} help={versus(actions, actionCount(previous))} />
        <Figure
          label="Taux d’action"
          value={shareText(actions, current.entries)}
          help="Actions rapportées aux visites"
        />
      </SimpleGrid>
      <VisitsChart perBucket={perBucket} unit={period.unit} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }}>
        {BREAKDOWNS.map(({ title, counts, of, empty }) => (
          <AudienceBreakdown key={title} title={title} counts={current[counts]} whole={current[of]} empty={empty} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const OneSite = ({ periodKey }: { periodKey: AudiencePeriodKey }) => (
  <RequireSite>
    {({ siteId }) => (
      <Stack gap="6">
        <SiteStats key={siteId} siteId={siteId} periodKey={periodKey} />
        <CampaignTakingsTable key={`orders-${siteId}`} siteId={siteId} />
      </Stack>
    )}
  </RequireSite>
);

/** The administrator's two views: the shop being worked on, and the table of all shops. */
function AdminStats({ periodKey }: { periodKey: AudiencePeriodKey }) {
  const { siteId, select } = useCurrentSite();
  const [tab, setTab] = useState(siteId ? 'site' : 'all');
  return (
    <AdminTabs
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'site', label: 'Ce site', content: <OneSite periodKey={periodKey} /> },
        {
          value: 'all',
          label: 'Tous les sites',
          content: (
            <AllSitesTable
              period={periodKey}
              onShow={(id) => {
                select(id);
                setTab('site');
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** /admin/stats: what the site brings the shop, counted without cookies. */
export function StatsPage() {
  const { role } = useSignedInUser();
  const [periodKey, setPeriodKey] = useState<AudiencePeriodKey>('30d');
  return (
    <AdminPage
      title="Statistiques"
      description={`Ce que ${role === 'admin' ? 'les sites apportent aux boutiques' : 'votre site vous apporte'}, compté sans cookie ni donnée personnelle.`}
      actions={<PeriodSelect value={periodKey} onChange={setPeriodKey} />}
    >
      {role === 'admin' ? <AdminStats periodKey={periodKey} /> : <OneSite periodKey={periodKey} />}
      <Text fontSize="sm" color="fg.muted" mt="6">
        Une visite commence par une page vue depuis un autre site ou en accès direct. Les robots, vos propres visites
        depuis ce navigateur et les pages préchargées ne sont pas comptés.
      </Text>
    </AdminPage>
  );
}
