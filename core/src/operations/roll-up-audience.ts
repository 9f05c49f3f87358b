import {
  AUDIENCE_RETENTION_MONTHS,
  SOURCES_PER_DAY,
  SOURCES_PER_MONTH,
  addTotals,
  emptyTotals,
  withSourcesCapped,
  type AudienceTotals,
} from '../domain/audience';
import { monthOf, sumTotals } from '../domain/audience-period';
import { AUDIENCE_PERIOD_KEYS, type AudiencePeriodKey } from '../model/stats-refs';
import { summaryHistoryFrom, summaryRows, summaryTables } from '../domain/audience-summary';
import { addDays, addMonths, momentIn } from '../domain/calendar';
import type { DataPort, Doc, Write } from '../port/data-port';
import { refs } from '../model/refs';
import { getCollection, getDoc, setWrite } from '../model/repo';
import {
  audienceSummaryRef,
  statDayRef,
  statDaysRef,
  statMonthRef,
  statMonthsRef,
  statShardsRef,
  type AudienceSummaryRow,
} from '../model/stats-refs';
import { forEachAtMost } from './at-most';

export interface AudienceRollUp {
  /** Days whose shards were added into their day's (and month's) totals. */
  days: number;
  shards: number;
  /** Days and months past the retention, deleted. */
  expired: number;
  /** Sites a step of which failed (the others were rolled up all the same), in no order. */
  failed: string[];
}

/** A step of one site's roll-up that failed: the job goes on with the next step and the other sites. */
export type RollUpFailure = (siteId: string, step: 'shards' | 'expiry' | 'summary', error: unknown) => void;

/** Sites rolled up at once: the job's time at 1,000 shops is their round trips, not its work. */
const SITES_AT_ONCE = 8;

/** Items by key (Map.groupBy, which Node 20 lacks). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const removal = (doc: Pick<Doc, 'path'>): Write => ({ kind: 'remove', path: doc.path });

/**
 * The nightly job's audience part, for every site: each finished day's shards (Paris time) are
 * added into `stats/{day}`, the month's totals rewritten from its days, and the shards deleted,
 * all in one batch, so a run stopped half-way counts nothing twice; days and months older than 25
 * months are deleted. Then every shop's figures for each period, up to yesterday, go in one
 * document per period for the administrator's table. A day keeps SOURCES_PER_DAY sources and a
 * month SOURCES_PER_MONTH, the rest under « Autres », so no traffic makes a document outgrow
 * Firestore's 1 MiB. A site whose step fails is reported to `onFailure` and in `failed`; the other
 * sites and the table are done all the same (a site whose own line fails is left out of it).
 */
export async function rollUpAudience(
  db: DataPort,
  now: Date = new Date(),
  onFailure: RollUpFailure = () => undefined,
): Promise<AudienceRollUp> {
  const today = momentIn(now).date;
  const report: AudienceRollUp = { days: 0, shards: 0, expired: 0, failed: [] };
  const failed = (siteId: string, step: Parameters<RollUpFailure>[1]) => (error: unknown) => {
    if (!report.failed.includes(siteId)) report.failed.push(siteId);
    onFailure(siteId, step, error);
    return null;
  };
  const sites = await db.query(refs.sites().path);
  await forEachAtMost(SITES_AT_ONCE, sites, async (site) => {
    await rollUpShards(db, site.id, today, report).catch(failed(site.id, 'shards'));
    const expired = await deleteExpired(db, site.id, today).catch(failed(site.id, 'expiry'));
    report.expired += expired ?? 0;
  });
  await writeAudienceSummaries(db, now, sites, (siteId, error) => failed(siteId, 'summary')(error));
  return report;
}

/**
 * Every shop's figures for each period, up to yesterday, in one document per period for the
 * administrator's table: the nightly job's last step, and what a load of many shops at once (the
 * scale seed) writes so that they are in the table before the next night. A shop whose line fails
 * is left out of it (`onFailure`). Returns how many shops.
 */
export async function writeAudienceSummaries(
  db: DataPort,
  now: Date = new Date(),
  sites?: readonly Doc[],
  onFailure: (siteId: string, error: unknown) => void = () => undefined,
): Promise<number> {
  const through = addDays(momentIn(now).date, -1);
  const rows: Record<AudiencePeriodKey, AudienceSummaryRow>[] = [];
  await forEachAtMost(SITES_AT_ONCE, sites ?? (await db.query(refs.sites().path)), async (site) => {
    const row = await siteSummary(db, site, through).catch((error: unknown) => {
      onFailure(site.id, error);
      return null;
    });
    if (row) rows.push(row);
  });
  const tables = summaryTables(rows);
  await db.batch(AUDIENCE_PERIOD_KEYS.map((key) => setWrite(audienceSummaryRef(key), { through, rows: tables[key] })));
  return rows.length;
}

/** A month's totals from its days, its sources capped. */
const monthTotals = (days: readonly AudienceTotals[], month: string) =>
  withSourcesCapped(sumTotals(days, month), SOURCES_PER_MONTH);

async function rollUpShards(db: DataPort, siteId: string, today: string, report: AudienceRollUp): Promise<void> {
  const shards = await getCollection(db, statShardsRef(siteId), { where: [['day', '<', today]] });
  for (const [day, dayShards] of groupBy(shards, (shard) => shard.day)) {
    const stored = await getDoc(db, statDayRef(siteId, day));
    const totals = withSourcesCapped(
      dayShards.reduce<AudienceTotals>(
        (sum, shard) => addTotals(sum, shard),
        stored ? addTotals(emptyTotals(day), stored) : emptyTotals(day),
      ),
      SOURCES_PER_DAY,
    );
    const month = monthOf(day);
    const otherDays = (await monthDays(db, siteId, month)).filter((doc) => doc.day !== day);
    await db.batch([
      setWrite(statDayRef(siteId, day), totals),
      setWrite(statMonthRef(siteId, month), monthTotals([...otherDays, totals], month)),
      ...dayShards.map((shard) => removal({ path: `${statShardsRef(siteId).path}/${shard.id}` })),
    ]);
    report.days += 1;
    report.shards += dayShards.length;
  }
}

const monthDays = (db: DataPort, siteId: string, month: string) =>
  getCollection(db, statDaysRef(siteId), {
    where: [
      ['day', '>=', month],
      ['day', '<', addMonths(month, 1)],
    ],
  });

async function deleteExpired(db: DataPort, siteId: string, today: string): Promise<number> {
  const cutoff = addMonths(today, -AUDIENCE_RETENTION_MONTHS);
  const expired = [
    ...(await db.query(statDaysRef(siteId).path, { where: [['day', '<', cutoff]] })),
    ...(await db.query(statMonthsRef(siteId).path, { where: [['day', '<', monthOf(cutoff)]] })),
  ];
  if (expired.length > 0) await db.batch(expired.map(removal));
  return expired.length;
}

/**
 * The site's line in each period's table, up to `last`. Days counted before monthly totals existed
 * have none: their months are written from them first, once.
 */
async function siteSummary(db: DataPort, site: Doc, last: string) {
  const from = summaryHistoryFrom(last);
  const days = await getCollection(db, statDaysRef(site.id), { where: [['day', '>=', from.days]] });
  let months: AudienceTotals[] = await getCollection(db, statMonthsRef(site.id), {
    where: [['day', '>=', from.months]],
  });
  if (months.length === 0 && days.length > 0) months = await writeMonths(db, site.id, from.months);
  const name = typeof site.data.name === 'string' ? site.data.name : site.id;
  return summaryRows({ id: site.id, name }, { days, months }, last);
}

/** Every month's totals from its days since `from`, written; the months. */
async function writeMonths(db: DataPort, siteId: string, from: string): Promise<AudienceTotals[]> {
  const days = await getCollection(db, statDaysRef(siteId), { where: [['day', '>=', from]] });
  const months = [...groupBy(days, (day) => monthOf(day.day))].map(([month, monthDocs]) =>
    monthTotals(monthDocs, month),
  );
  for (let index = 0; index < months.length; index += 400) {
    await db.batch(months.slice(index, index + 400).map((month) => setWrite(statMonthRef(siteId, month.day), month)));
  }
  return months;
}
