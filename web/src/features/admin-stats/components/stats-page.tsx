import { Box, NativeSelect, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { ChartNoAxesColumn } from 'lucide-react';
import { useState } from 'react';
import { AdminPage } from '@/components/admin/ui/admin-page';
import { RequireSite } from '@/components/admin/session/require-site';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { FormField } from '@/components/site/form-field';
import { LoadError } from '@/components/site/load-error';
import { useNow } from '@/hooks/use-now';
import { useAudience } from '../api/use-audience';
import { PERIODS, audiencePeriod, changeText, shareText, type PeriodDays } from '../lib/audience-period';
import { AudienceBreakdown } from './audience-breakdown';
import { VisitsChart } from './visits-chart';

const LOAD_ERROR = 'Impossible de charger les statistiques';
const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((all, count) => all + count, 0);

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

function SiteStats({ siteId, days }: { siteId: string; days: PeriodDays }) {
  const today = useNow().date;
  const period = audiencePeriod(today, days);
  const audience = useAudience(siteId, period);
  useErrorToast(audience.error, LOAD_ERROR);
  if (audience.status === 'loading') return <PageLoader text="Chargement des statistiques..." fullScreen={false} />;
  if (audience.status === 'error') return <LoadError title={LOAD_ERROR} />;
  const { current, previous, perDay } = audience.data;
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
    return change && `${change} par rapport aux ${days} jours précédents`;
  };
  const actions = sumOf(current.actions);
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <Figure
          label="Visites"
          value={current.entries.toLocaleString('fr-FR')}
          help={versus(current.entries, previous.entries)}
        />
        <Figure
          label="Pages vues"
          value={current.views.toLocaleString('fr-FR')}
          help={versus(current.views, previous.views)}
        />
        <Figure
          label="Actions"
          value={actions.toLocaleString('fr-FR')}
          help={versus(actions, sumOf(previous.actions))}
        />
        <Figure
          label="Taux d’action"
          value={shareText(actions, current.entries)}
          help="Actions rapportées aux visites"
        />
      </SimpleGrid>
      <VisitsChart perDay={perDay} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }}>
        {BREAKDOWNS.map(({ title, counts, of, empty }) => (
          <AudienceBreakdown key={title} title={title} counts={current[counts]} whole={current[of]} empty={empty} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /admin/stats: what the site brings the shop, counted without cookies. */
export function StatsPage() {
  const [days, setDays] = useState<PeriodDays>(30);
  return (
    <AdminPage
      title="Statistiques"
      description="Ce que votre site vous apporte, compté sans cookie ni donnée personnelle."
      actions={
        <FormField label="Période" w={{ base: 'full', sm: '13rem' }}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={days}
              onChange={(event) => setDays(Number(event.currentTarget.value) as PeriodDays)}
            >
              {PERIODS.map((length) => (
                <option key={length} value={length}>
                  {`${length} derniers jours`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      }
    >
      <RequireSite>{({ siteId }) => <SiteStats key={siteId} siteId={siteId} days={days} />}</RequireSite>
      <Text fontSize="sm" color="fg.muted" mt="6">
        Une visite commence par une page vue depuis un autre site ou en accès direct. Les robots, vos propres visites
        depuis ce navigateur et les pages préchargées ne sont pas comptés.
      </Text>
    </AdminPage>
  );
}
