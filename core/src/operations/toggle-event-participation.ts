import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import { refs } from '../refs';
import { eventSchema } from '../schemas/content';
import { toggleParticipationInput, type toggleParticipationOutput } from '../schemas/callables';
import { parseInput, requireCaller, type Caller } from './caller';

/**
 * A visitor joins or leaves an event. The marker and the counter change in one transaction,
 * so a repeated call (double click, retry) counts once and parallel visitors all count.
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

  return db.transaction(async (tx) => {
    const event = await tx.get(eventPath);
    if (!event) throw new FunctionError('not-found', 'Événement introuvable.');
    const marker = await tx.get(markerPath);
    const count = eventSchema.shape.participationCount.parse(event.data.participationCount);
    if (participate === Boolean(marker)) return { participating: participate, participationCount: count };

    const next = Math.max(0, count + (participate ? 1 : -1));
    if (participate) tx.set(markerPath, { createdAt: serverTimestamp() });
    else tx.remove(markerPath);
    tx.update(eventPath, { participationCount: next });
    return { participating: participate, participationCount: next };
  });
}
