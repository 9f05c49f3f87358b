import { AUDIENCE_RETENTION_MONTHS, addTotals, emptyTotals, type AudienceTotals } from '../domain/audience';
import { AUDIENCE_PERIOD_KEYS, monthOf, sumTotals, type AudiencePeriodKey } from '../domain/audience-period';
import { summaryHistoryFrom, summaryRows, summaryTables } from '../domain/audience-summary';
import { addDays, addMonths, momentIn } from '../domain/calendar';
import type { DataPort, Doc, Write } from '../port/data-port';
import { refs } from '../refs';
import { getCollection, getDoc, setWrite } from '../repo';
import {
  audienceSummaryRef,
  statDayRef,
  statDaysRef,
  statMonthRef,
  statMonthsRef,
  statShardsRef,
  type AudienceSummaryRow,
} from '../stats-refs';
import { forEachAtMost } from './at-most';

export interface AudienceRollUp {
  /** Days whose shards were added into their day's (and month's) totals. */
  days: number;
  shards: number;
  /** Days and months past the retention, deleted. */
  expired: number;
}

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
 * document per period for the administrator's table.
 */
export async function rollUpAudience(db: DataPort, now: Date = new Date()): Promise<AudienceRollUp> {
  const today = momentIn(now).date;
  const report: AudienceRollUp = { days: 0, shards: 0, expired: 0 };
  const sites = await db.query(refs.sites().path);
  await forEachAtMost(SITES_AT_ONCE, sites, async (site) => {
    await rollUpShards(db, site.id, today, report);
    report.expired += await deleteExpired(db, site.id, today);
  });
  await writeAudienceSummaries(db, now, sites);
  return report;
}

/**
 * Every shop's figures for each period, up to yesterday, in one document per period for the
 * administrator's table: the nightly job's last step, and what a load of many shops at once (the
 * scale seed) writes so that they are in the table before the next night. Returns how many shops.
 */
export async function writeAudienceSummaries(
  db: DataPort,
  now: Date = new Date(),
  sites?: readonly Doc[],
): Promise<number> {
  const through = addDays(momentIn(now).date, -1);
  const rows: Record<AudiencePeriodKey, AudienceSummaryRow>[] = [];
  await forEachAtMost(SITES_AT_ONCE, sites ?? (await db.query(refs.sites().path)), async (site) => {
    rows.push(await siteSummary(db, site, through));
  });
  const tables = summaryTables(rows);
  await db.batch(AUDIENCE_PERIOD_KEYS.map((key) => setWrite(audienceSummaryRef(key), { through, rows: tables[key] })));
  return rows.length;
}

async function rollUpShards(db: DataPort, siteId: string, today: string, report: AudienceRollUp): Promise<void> {
  const shards = await getCollection(db, statShardsRef(siteId), { where: [['day', '<', today]] });
  for (const [day, dayShards] of groupBy(shards, (shard) => shard.day)) {
    const stored = await getDoc(db, statDayRef(siteId, day));
    const totals = dayShards.reduce<AudienceTotals>(
      (sum, shard) => addTotals(sum, shard),
      stored ? addTotals(emptyTotals(day), stored) : emptyTotals(day),
    );
    const month = monthOf(day);
    const otherDays = (await monthDays(db, siteId, month)).filter((doc) => doc.day !== day);
    await db.batch([
      setWrite(statDayRef(siteId, day), totals),
      setWrite(statMonthRef(siteId, month), sumTotals([...otherDays, totals], month)),
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
  const months = [...groupBy(days, (day) => monthOf(day.day))].map(([month, monthDocs]) => sumTotals(monthDocs, month));
  for (let index = 0; index < months.length; index += 400) {
    await db.batch(months.slice(index, index + 400).map((month) => setWrite(statMonthRef(siteId, month.day), month)));
  }
  return months;
}
