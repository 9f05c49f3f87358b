import { AUDIENCE_RETENTION_MONTHS, addTotals, emptyTotals, type AudienceTotals } from '../domain/audience';
import { addMonths, momentIn } from '../domain/calendar';
import type { DataPort, Write } from '../port/data-port';
import { refs } from '../refs';
import { getCollection, getDoc, setWrite } from '../repo';
import { statDayRef, statDaysRef, statShardsRef } from '../stats-refs';

export interface AudienceRollUp {
  /** Days whose shards were added into their day's totals. */
  days: number;
  shards: number;
  /** Days past the retention, deleted. */
  expired: number;
}

/**
 * The nightly job's audience part, for every site: each finished day's shards (Paris time) are
 * added into `stats/{day}` and deleted in the same batch, so a run stopped half-way counts nothing
 * twice; days older than 25 months are deleted.
 */
export async function rollUpAudience(db: DataPort, now: Date = new Date()): Promise<AudienceRollUp> {
  const today = momentIn(now).date;
  const cutoff = addMonths(today, -AUDIENCE_RETENTION_MONTHS);
  const report: AudienceRollUp = { days: 0, shards: 0, expired: 0 };
  for (const site of await db.query(refs.sites().path)) {
    const shards = await getCollection(db, statShardsRef(site.id), { where: [['day', '<', today]] });
    const byDay = new Map<string, typeof shards>();
    for (const shard of shards) byDay.set(shard.day, [...(byDay.get(shard.day) ?? []), shard]);
    for (const [day, dayShards] of byDay) {
      const stored = await getDoc(db, statDayRef(site.id, day));
      const totals = dayShards.reduce<AudienceTotals>(
        (sum, shard) => addTotals(sum, shard),
        stored ? addTotals(emptyTotals(day), stored) : emptyTotals(day),
      );
      const writes: Write[] = [
        setWrite(statDayRef(site.id, day), totals),
        ...dayShards.map((shard) => ({ kind: 'remove' as const, path: `${statShardsRef(site.id).path}/${shard.id}` })),
      ];
      await db.batch(writes);
      report.days += 1;
      report.shards += dayShards.length;
    }
    const expired = await db.query(statDaysRef(site.id).path, { where: [['day', '<', cutoff]] });
    if (expired.length > 0) await db.batch(expired.map((doc) => ({ kind: 'remove' as const, path: doc.path })));
    report.expired += expired.length;
  }
  return report;
}
