import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import { emailQuotaRef, emailQuotaSchema } from '../model/quota-refs';
import { queueWrite, setWrite } from '../model/repo';
import { LIMITS_PER_HOUR, minutesUntilReset, takeQuota, type QuotaKind } from '../domain/limits';

/** What the owner reads past a cap: how many were sent this hour and when to try again. */
export function emailCapMessage(kind: Exclude<QuotaKind, 'leadEmails'>, minutes: number): string {
  const what = kind === 'testEmails' ? 'emails de test' : 'liens de confirmation';
  return `Vous avez déjà envoyé ${LIMITS_PER_HOUR[kind]}\u00a0${what} cette heure-ci. Réessayez dans ${minutes}\u00a0min.`;
}

/** Counts one email an owner asked for against the site's hour, or refuses it ('resource-exhausted') past the cap. */
export async function chargeOwnerEmail(
  db: DataPort,
  siteId: string,
  kind: Exclude<QuotaKind, 'leadEmails'>,
  now: Date,
): Promise<void> {
  const ref = emailQuotaRef(siteId);
  const refusal = await db.transaction(async (tx) => {
    const quota = emailQuotaSchema.safeParse((await tx.get(ref.path))?.data);
    const decision = takeQuota(quota.success ? quota.data : null, kind, now);
    if (!decision.allowed) return emailCapMessage(kind, minutesUntilReset(decision.next, now));
    queueWrite(tx, setWrite(ref, decision.next));
    return null;
  });
  if (refusal) throw new FunctionError('resource-exhausted', refusal);
}
