import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { increment, serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import { refs } from '../model/refs';
import { momentIn } from '../domain/calendar';
import { isEventFull, isPastEvent } from '../domain/events';
import { eventSchema } from '../model/content';
import { toggleParticipationInput, type toggleParticipationOutput } from '../model/callables';
import { parseInput, requireCaller, type Caller } from './caller';
import { lostCount, recordAudience } from './record-audience';
import { SHOP_OFFLINE_MESSAGE, isOffline } from './site-access';

export const EVENT_FULL_MESSAGE = 'Cet événement est complet\u00a0: il ne reste plus de place.';
export const EVENT_PAST_MESSAGE = 'Cet événement est passé\u00a0: il n’est plus possible de s’y inscrire.';
const EVENT_NOT_FOUND = 'Événement introuvable.';

/**
 * A visitor joins or leaves an event. Without a capacity the transaction reads only the visitor's
 * own marker and moves the counter with an increment it does not read: a repeated call (double
 * click, retry) counts once, and visitors joining at the same moment never wait on one another for
 * the event document (reading it in the transaction made 100 simultaneous joins fail on
 * contention). With a capacity, a join reads the event in the transaction too, so the count never
 * passes it whatever the concurrency (the last places are contended; leaving never is). Nobody
 * joins an event whose day has passed (Paris), nor anything of a deactivated shop.
 */
export async function toggleEventParticipation(
  db: DataPort,
  caller: Caller | null,
  input: unknown,
  now: Date = new Date(),
): Promise<z.output<typeof toggleParticipationOutput>> {
  const { uid } = requireCaller(caller);
  const { siteId, eventId, participate } = parseInput(toggleParticipationInput, input);
  const eventPath = refs.item(siteId, 'events', eventId).path;
  const markerPath = refs.participant(siteId, eventId, uid).path;
  const [site, stored] = await Promise.all([db.get(refs.site(siteId).path), db.get(eventPath)]);
  if (!stored) throw new FunctionError('not-found', EVENT_NOT_FOUND);
  if (isOffline(site)) throw new FunctionError('failed-precondition', SHOP_OFFLINE_MESSAGE);
  const startDate = eventSchema.shape.startDate.parse(stored.data.startDate ?? null);
  if (participate && isPastEvent({ startDate }, momentIn(now).date))
    throw new FunctionError('failed-precondition', EVENT_PAST_MESSAGE);
  const limited = eventSchema.shape.capacity.parse(stored.data.capacity ?? null) !== null;

  const changed = await db.transaction(async (tx) => {
    const marker = await tx.get(markerPath);
    if (participate === Boolean(marker)) return false;
    if (participate && limited) {
      const event = await tx.get(eventPath);
      if (!event) throw new FunctionError('not-found', EVENT_NOT_FOUND);
      if (isEventFull(eventSchema.pick({ capacity: true, participationCount: true }).parse(event.data))) {
        throw new FunctionError('failed-precondition', EVENT_FULL_MESSAGE);
      }
    }
    if (participate) tx.set(markerPath, { createdAt: serverTimestamp() });
    else tx.remove(markerPath);
    // update, not set: fails if the event was deleted meanwhile, rather than recreating it.
    tx.update(eventPath, { participationCount: increment(participate ? 1 : -1) });
    return true;
  });
  // « Je viendrai » is one of the actions « Statistiques » counts (leaving is not subtracted).
  if (changed && participate)
    await recordAudience(db, siteId, { kind: 'action', action: 'join' }, now).catch(lostCount);

  const event = await db.get(eventPath);
  if (!event) throw new FunctionError('not-found', EVENT_NOT_FOUND);
  const count = eventSchema.shape.participationCount.parse(event.data.participationCount);
  return { participating: participate, participationCount: count };
}
