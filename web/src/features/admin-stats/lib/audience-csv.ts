import {
  DEVICE_CLASSES,
  TAP_ACTIONS,
  WRITTEN_ACTIONS,
  actionCount,
  frenchCsv,
  type AudienceSummaryRow,
  type AudienceTotals,
  type CsvValue,
} from '@comptoir/core';
import { audienceLabel } from './audience-labels';
import { ranked } from './audience-text';

type Column<T> = readonly [header: string, value: (item: T) => CsvValue];

/** The keys of one count map over every bar, most counted first (pages, sources). */
function keysOf(perBucket: readonly AudienceTotals[], counts: 'pages' | 'sources'): string[] {
  const all: Record<string, number> = {};
  for (const totals of perBucket) for (const [key, n] of Object.entries(totals[counts])) all[key] = (all[key] ?? 0) + n;
  return ranked(all).map(([key]) => key);
}

const asCsv = <T>(items: readonly T[], columns: readonly Column<T>[]) =>
  frenchCsv([columns.map(([header]) => header), ...items.map((item) => columns.map(([, value]) => value(item)))]);

/**
 * The period's figures as a CSV file for French Excel, a line per day (or month): visits, page
 * views, each action, visits per device, views per page and visits per source.
 */
export function audienceCsv(perBucket: readonly AudienceTotals[], unit: 'day' | 'month'): string {
  const columns: Column<AudienceTotals>[] = [
    [unit === 'day' ? 'Jour' : 'Mois', ({ day }) => (unit === 'day' ? day : day.slice(0, 7))],
    ['Visites', ({ entries }) => entries],
    ['Pages vues', ({ views }) => views],
    ['Actions', actionCount],
    ...[...TAP_ACTIONS, ...WRITTEN_ACTIONS].map((action): Column<AudienceTotals> => [
      audienceLabel(action),
      ({ actions }) => actions[action] ?? 0,
    ]),
    ...DEVICE_CLASSES.map((device): Column<AudienceTotals> => [
      `Visites (${audienceLabel(device)})`,
      ({ devices }) => devices[device] ?? 0,
    ]),
    ...keysOf(perBucket, 'pages').map((page): Column<AudienceTotals> => [
      `Pages vues (${audienceLabel(page)})`,
      ({ pages }) => pages[page] ?? 0,
    ]),
    ...keysOf(perBucket, 'sources').map((source): Column<AudienceTotals> => [
      `Visites (${audienceLabel(source)})`,
      ({ sources }) => sources[source] ?? 0,
    ]),
  ];
  return asCsv(perBucket, columns);
}

/** The administrator's table of all shops as a CSV file. */
export function summaryCsv(rows: readonly AudienceSummaryRow[]): string {
  return asCsv(rows, [
    ['Site', ({ name }) => name],
    ['Identifiant', ({ siteId }) => siteId],
    ['Visites', ({ visits }) => visits],
    ['Période précédente', ({ previousVisits }) => previousVisits],
    ['Pages vues', ({ views }) => views],
    ['Actions', ({ actions }) => actions],
  ]);
}
