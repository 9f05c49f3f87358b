import type { z } from 'zod';
import type { DataPort } from '../port/data-port';
import { serverTimestamp, type FieldValue, type WithFieldValues } from '../port/field-values';
import { visitorQuotaRef, visitorQuotaSchema } from '../model/quota-refs';
import { doc, type CollectionRef, type DocSchema } from '../model/refs';
import { queueWrite, setWrite, type DocInput } from '../model/repo';
import { VISITOR_LIMITS } from '../domain/limits';

type VisitorQuota = z.output<typeof visitorQuotaSchema>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A window restarts only once surely over by the visitor's clock: the rules check with the server's. */
const CLOCK_MARGIN_MS = 5_000;

/** Too many submissions from one visitor; the message is French and says when to try again. */
export class VisitorLimitError extends Error {
  constructor(readonly retryInMinutes: number) {
    super(
      retryInMinutes >= 60
        ? 'Vous avez envoyé beaucoup de demandes aujourd’hui. Réessayez demain, ou appelez-nous directement.'
        : `Vous avez envoyé plusieurs demandes en peu de temps. Réessayez dans ${retryInMinutes}\u00a0min.`,
    );
    this.name = 'VisitorLimitError';
  }
}

interface Window {
  start: Date;
  count: number;
}

type Advanced = { full: false; start: Date | FieldValue; count: number } | { full: true; waitMinutes: number };

/** The next state of one window, or the minutes to wait when it is full. */
function advance(window: Window | null, length: number, cap: number, now: Date): Advanced {
  if (!window || now.getTime() - window.start.getTime() > length + CLOCK_MARGIN_MS) {
    return { full: false, start: serverTimestamp(), count: 1 };
  }
  if (window.count >= cap) {
    const waitMinutes = Math.max(1, Math.ceil((window.start.getTime() + length - now.getTime()) / MINUTE_MS));
    return { full: true, waitMinutes };
  }
  return { full: false, start: window.start, count: window.count + 1 };
}

/** The visitor's counters once `leadPath` is counted, or the refusal (limits in `limits.ts`). */
export function nextVisitorQuota(current: VisitorQuota | null, leadPath: string, now: Date) {
  const minute = advance(
    current && { start: current.minuteStart, count: current.minuteCount },
    MINUTE_MS,
    VISITOR_LIMITS.perMinute,
    now,
  );
  const day = advance(
    current && { start: current.dayStart, count: current.dayCount },
    DAY_MS,
    VISITOR_LIMITS.perDay,
    now,
  );
  if (day.full) return { allowed: false as const, retryInMinutes: day.waitMinutes };
  if (minute.full) return { allowed: false as const, retryInMinutes: minute.waitMinutes };
  return {
    allowed: true as const,
    next: {
      minuteStart: minute.start,
      minuteCount: minute.count,
      dayStart: day.start,
      dayCount: day.count,
      lastLead: leadPath,
    } satisfies WithFieldValues<VisitorQuota>,
  };
}

/**
 * Stores a visitor's public submission together with their counters, in one transaction: the rules
 * accept the submission only when the counters name it, so each one is counted (docs/security.md).
 */
export async function submitVisitorLead<S extends DocSchema>(
  db: DataPort,
  visitorUid: string,
  collection: CollectionRef<S>,
  data: DocInput<S>,
  now: Date = new Date(),
): Promise<string> {
  const id = db.newId();
  const lead = doc(`${collection.path}/${id}`, collection.schema);
  const quotaRef = visitorQuotaRef(visitorUid);
  await db.transaction(async (tx) => {
    const stored = visitorQuotaSchema.safeParse((await tx.get(quotaRef.path))?.data);
    const decision = nextVisitorQuota(stored.success ? stored.data : null, lead.path, now);
    if (!decision.allowed) throw new VisitorLimitError(decision.retryInMinutes);
    queueWrite(tx, setWrite(quotaRef, decision.next));
    queueWrite(tx, setWrite(lead, data));
  });
  return id;
}
