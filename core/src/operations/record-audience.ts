import { momentIn } from '../domain/calendar';
import type { AudienceHit } from '../domain/audience';
import { increment } from '../port/field-values';
import type { Data, DataPort } from '../port/data-port';
import { statShardRef } from '../model/stats-refs';

/** Documents a day's hits are spread over: 50 hits a second stay under one write a second on each. */
export const STAT_SHARDS = 50;

/** The increments one hit adds to its day's shard. */
export function hitIncrements(day: string, hit: AudienceHit): Data {
  const one = increment(1);
  if (hit.kind === 'action') return { day, actions: { [hit.action]: one } };
  const view = { day, views: one, pages: { [hit.page]: one } };
  if (hit.source === null) return view;
  return { ...view, entries: one, sources: { [hit.source]: one }, devices: { [hit.device]: one } };
}

/** Adds one hit to the site's totals of the day (Paris time), on a shard drawn at random. */
export async function recordAudience(
  db: DataPort,
  siteId: string,
  hit: AudienceHit,
  now: Date = new Date(),
  shard: number = Math.floor(Math.random() * STAT_SHARDS),
): Promise<void> {
  const day = momentIn(now).date;
  await db.set(statShardRef(siteId, day, shard).path, hitIncrements(day, hit), { merge: true });
}

/** A count that could not be written is dropped: it never costs what the visitor did (an email, a join). */
export const lostCount = (error: unknown): void => console.warn('Statistiques\u00a0: un compte perdu', error);
