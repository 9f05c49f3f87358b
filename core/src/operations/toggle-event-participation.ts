import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { increment, serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import { refs } from '../refs';
import { eventSchema } from '../schemas/content';
import { toggleParticipationInput, type toggleParticipationOutput } from '../schemas/callables';
import { parseInput, requireCaller, type Caller } from './caller';
import { lostCount, recordAudience } from './record-audience';

/**
 * A visitor joins or leaves an event. The transaction reads only the visitor's own marker and
 * moves the counter with an increment it does not read: a repeated call (double click, retry)
 * counts once, and visitors joining at the same moment never wait on one another for the event
 * document (reading it in the transaction made 100 simultaneous joins fail on contention).
 */
export async function toggleEventParticipation(
  db: DataPort,
  caller: Caller | null,
  input: unknown,
): Promise<z.output<typeof toggleParticipationOutput>> {
  const { uid } = requireCaller(caller);
  const { siteId, eventId, participate } = parseInput(toggleParticipationInput, input);
  const eventPath = refs.item(siteId, 'events', eventId).path;
  const markerPath = refs.participant(siteId, eventId, uid).path;
  if (!(await db.get(eventPath))) throw new FunctionError('not-found', 'Événement introuvable.');

  const changed = await db.transaction(async (tx) => {
    const marker = await tx.get(markerPath);
    if (participate === Boolean(marker)) return false;
    if (participate) tx.set(markerPath, { createdAt: serverTimestamp() });
    else tx.remove(markerPath);
    // update, not set: fails if the event was deleted meanwhile, rather than recreating it.
    tx.update(eventPath, { participationCount: increment(participate ? 1 : -1) });
    return true;
  });
  // « Je viendrai » is one of the actions « Statistiques » counts (leaving is not subtracted).
  if (changed && participate) await recordAudience(db, siteId, { kind: 'action', action: 'join' }).catch(lostCount);

  const event = await db.get(eventPath);
  if (!event) throw new FunctionError('not-found', 'Événement introuvable.');
  const count = eventSchema.shape.participationCount.parse(event.data.participationCount);
  return { participating: participate, participationCount: count };
}
