import { AUDIENCE_PERIOD_KEYS, type AudiencePeriodKey, type AudienceSummaryRow } from '../model/stats-refs';
import type { AudienceTotals } from './audience';
import { actionCount, audiencePeriod, sumTotals } from './audience-period';

/** What the administrator's table needs of a site's totals, up to `last`: 180 days and 24 months. */
export function summaryHistoryFrom(last: string): { days: string; months: string } {
  return { days: audiencePeriod(last, '90d').previousStart, months: audiencePeriod(last, '12m').previousStart };
}

/** A site's line in each period's table, up to `last`, from its days and months since `summaryHistoryFrom`. */
export function summaryRows(
  site: { id: string; name: string },
  history: { days: readonly AudienceTotals[]; months: readonly AudienceTotals[] },
  last: string,
): Record<AudiencePeriodKey, AudienceSummaryRow> {
  const row = (key: AudiencePeriodKey): AudienceSummaryRow => {
    const period = audiencePeriod(last, key);
    const documents = (period.unit === 'day' ? history.days : history.months).filter(({ day }) => day <= last);
    const current = sumTotals(documents, period.start);
    return {
      siteId: site.id,
      name: site.name,
      visits: current.entries,
      views: current.views,
      actions: actionCount(current),
      previousVisits: sumTotals(documents, period.previousStart, period.start).entries,
    };
  };
  return Object.fromEntries(AUDIENCE_PERIOD_KEYS.map((key) => [key, row(key)])) as Record<
    AudiencePeriodKey,
    AudienceSummaryRow
  >;
}

/** Each period's table, most visited first (then by name). */
export function summaryTables(
  rows: readonly Record<AudiencePeriodKey, AudienceSummaryRow>[],
): Record<AudiencePeriodKey, AudienceSummaryRow[]> {
  const table = (key: AudiencePeriodKey) =>
    rows.map((row) => row[key]).sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name, 'fr'));
  return Object.fromEntries(AUDIENCE_PERIOD_KEYS.map((key) => [key, table(key)])) as Record<
    AudiencePeriodKey,
    AudienceSummaryRow[]
  >;
}
