import { Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import {
  AUDIENCE_PERIODS,
  audiencePeriod,
  audienceSummaryRef,
  deName,
  foldText,
  formatFrenchDate,
  formatNumber,
  type AudiencePeriodKey,
  type AudienceSummaryRow,
} from '@comptoir/core';
import { ChartNoAxesColumn, Download } from 'lucide-react';
import { useState } from 'react';
import { ShowMore } from '@/components/admin/lists/show-more';
import { useErrorToast } from '@/components/admin/ui/use-error-toast';
import { PageLoader } from '@/components/layout/page-loader';
import { EmptyState } from '@/components/site/empty-state';
import { FormField } from '@/components/site/form-field';
import { LoadError } from '@/components/site/load-error';
import { useAdminDoc } from '@/components/admin/data/use-admin-live';
import { CSV_TYPE, downloadFile } from '@/lib/download-file';
import { summaryCsv } from '../lib/audience-csv';
import { MONTH_OF_YEAR, changeText, shareText } from '../lib/audience-text';

const LOAD_ERROR = 'Impossible de charger le tableau des sites';
/** Lines shown at first, and added by « Afficher plus »: a thousand shops stay light on a phone. */
const PAGE = 50;
const number = (value: number) => formatNumber(value);

/** « du 28 octobre au 26 novembre 2026 », « de décembre 2025 à novembre 2026 (jusqu'au 26) ». */
function spanText(through: string, key: AudiencePeriodKey): string {
  const { unit, start } = audiencePeriod(through, key);
  if (unit === 'day') return `du ${formatFrenchDate(start)} au ${formatFrenchDate(through)}`;
  return `de ${formatFrenchDate(start, MONTH_OF_YEAR)} à ${formatFrenchDate(through, MONTH_OF_YEAR)}, jusqu’au ${formatFrenchDate(through)}`;
}

function SummaryTable({ rows, onShow }: { rows: readonly AudienceSummaryRow[]; onShow(siteId: string): void }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Site</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Visites</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Évolution</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Pages vues</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Taux d’action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.siteId}>
              <Table.Cell>
                <Button
                  variant="plain"
                  p="0"
                  h="auto"
                  color="fg"
                  textDecoration="underline"
                  onClick={() => onShow(row.siteId)}
                  aria-label={`Voir les statistiques ${deName(row.name)}`}
                >
                  {row.name}
                </Button>
              </Table.Cell>
              <Table.Cell textAlign="end">{number(row.visits)}</Table.Cell>
              <Table.Cell textAlign="end" color="fg.muted">
                {changeText(row.visits, row.previousVisits) ?? '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">{number(row.views)}</Table.Cell>
              <Table.Cell textAlign="end">{number(row.actions)}</Table.Cell>
              <Table.Cell textAlign="end">{shareText(row.actions, row.visits)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * The administrator's table of all shops for the period, up to yesterday: one document the nightly
 * job writes, whatever the number of shops. A name opens that shop's statistics.
 */
export function AllSitesTable({ period, onShow }: { period: AudiencePeriodKey; onShow(siteId: string): void }) {
  const summary = useAdminDoc(audienceSummaryRef(period));
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  useErrorToast(summary.error, LOAD_ERROR);
  if (summary.status === 'loading') return <PageLoader text="Chargement du tableau…" fullScreen={false} />;
  if (summary.status === 'error') return <LoadError title={LOAD_ERROR} />;
  if (!summary.data)
    return (
      <EmptyState
        title="Tableau pas encore calculé"
        description="Le tableau de tous les sites est calculé chaque nuit. Il s’affichera demain matin."
        icon={ChartNoAxesColumn}
      />
    );
  const { through, rows } = summary.data;
  const wanted = foldText(query.trim());
  const found = wanted ? rows.filter((row) => foldText(row.name).includes(wanted)) : rows;
  const visits = rows.reduce((all, row) => all + row.visits, 0);
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {`${number(rows.length)} site${rows.length > 1 ? 's' : ''}, ${number(visits)} visite${visits > 1 ? 's' : ''} ${spanText(through, period)}, comparées aux ${AUDIENCE_PERIODS[period].before}. Calculé chaque nuit\u00a0; les plus visités d’abord.`}
      </Text>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <FormField label="Rechercher un site" flex={{ md: '1 1 16rem' }} maxW={{ md: 'md' }}>
          <Input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setShown(PAGE);
            }}
            placeholder="Nom du site"
          />
        </FormField>
        <Button
          variant="outline"
          alignSelf={{ base: 'flex-start', md: 'auto' }}
          disabled={found.length === 0}
          onClick={() => downloadFile(`statistiques-sites-${period}-${through}.csv`, summaryCsv(found), CSV_TYPE)}
        >
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </Flex>
      {found.length === 0 ? (
        <Text color="fg.muted">Aucun site ne correspond à cette recherche.</Text>
      ) : (
        <SummaryTable rows={found.slice(0, shown)} onShow={onShow} />
      )}
      <ShowMore
        list={{ more: found.length > shown, loadingMore: false, showMore: () => setShown((count) => count + PAGE) }}
        label={`Afficher plus (${number(found.length - shown)} autres)`}
      />
    </Stack>
  );
}
