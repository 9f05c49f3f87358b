/**
 * Firestore's failures that a later attempt may not meet (gRPC status codes): deadline exceeded,
 * resource exhausted, aborted, internal, unavailable.
 */
const PASSING = new Set([4, 8, 10, 13, 14]);

/** How long after its write a trigger is still run again. */
export const RETRY_WITHIN_MS = 60 * 60 * 1000;

/**
 * Whether a trigger deployed with `retry: true` should fail, so that Cloud Functions runs it again
 * (with backoff, for up to 7 days): only for a passing failure of Firestore, and only within an hour
 * of the write it answers. Anything else is logged and dropped; the next write starts afresh.
 */
export function worthRetrying(error: unknown, eventTime: string, now = Date.now()): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && PASSING.has(code) && now - Date.parse(eventTime) < RETRY_WITHIN_MS;
}
