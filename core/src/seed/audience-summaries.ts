import type { AudienceTotals } from '../domain/audience';
import { AUDIENCE_PERIOD_KEYS } from '../model/stats-refs';
import { summaryRows, summaryTables } from '../domain/audience-summary';
import { audienceSummaryRef } from '../model/stats-refs';
import { isoDayFrom } from './dates';
import { seedDoc, type SeedDocument } from './seed-document';

const SITE = /^sites\/([^/]+)$/;
const TOTALS = /^sites\/([^/]+)\/(stats|statMonths)\//;

/**
 * The administrator's table of all shops as the nightly job would have written it last night, from
 * the demo's sites and audience history.
 */
export function audienceSummaryDocuments(documents: readonly SeedDocument[], now: Date): SeedDocument[] {
  const history = new Map<string, { days: AudienceTotals[]; months: AudienceTotals[] }>();
  const sites: { id: string; name: string }[] = [];
  for (const { path, data } of documents) {
    const site = SITE.exec(path);
    if (site?.[1]) {
      sites.push({ id: site[1], name: String(data.name) });
      history.set(site[1], history.get(site[1]) ?? { days: [], months: [] });
    }
    const totals = TOTALS.exec(path);
    if (!totals?.[1]) continue;
    const siteHistory = history.get(totals[1]) ?? { days: [], months: [] };
    siteHistory[totals[2] === 'stats' ? 'days' : 'months'].push(data as unknown as AudienceTotals);
    history.set(totals[1], siteHistory);
  }
  const through = isoDayFrom(now, -1);
  const tables = summaryTables(
    sites.map((site) => summaryRows(site, history.get(site.id) ?? { days: [], months: [] }, through)),
  );
  return AUDIENCE_PERIOD_KEYS.map((key) => seedDoc(audienceSummaryRef(key), { through, rows: tables[key] }));
}
